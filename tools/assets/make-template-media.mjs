// Makes the stock templates' backgrounds (apps/api/assets/templates): soft "mesh gradient"
// images and short seamlessly looping videos, drawn by ffmpeg from a few coloured light blobs.
// Run again after changing a design: `node tools/assets/make-template-media.mjs [name…]`.
// Needs ffmpeg (libwebp, libx264). The api seeds what it finds there (docs/templates.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'apps/api/assets/templates');
const ffmpeg = process.env.FFMPEG_PATH ?? 'ffmpeg';

/** A video loops over this many seconds: every blob's orbit takes exactly this long. */
const LOOP_SECONDS = 4;

/**
 * Each design: a base colour, darker towards the bottom, and light blobs added on top (x, y and
 * size as fractions of the frame; a video moves each blob round an ellipse of `orbit`).
 */
const designs = {
  'daily-standup': {
    base: ['#0f172a', '#1e293b'],
    blobs: [
      { color: '#38bdf8', x: 0.8, y: 0.2, size: 0.3, strength: 0.8 },
      { color: '#6366f1', x: 0.2, y: 0.8, size: 0.35, strength: 0.7 },
      { color: '#0ea5e9', x: 0.5, y: 0.55, size: 0.2, strength: 0.25 },
    ],
  },
  classroom: {
    base: ['#052e16', '#0f3d2e'],
    blobs: [
      { color: '#4ade80', x: 0.25, y: 0.25, size: 0.3, strength: 0.55 },
      { color: '#facc15', x: 0.85, y: 0.7, size: 0.3, strength: 0.45 },
      { color: '#14b8a6', x: 0.55, y: 0.95, size: 0.35, strength: 0.5 },
    ],
  },
  'office-hours': {
    base: ['#1c1917', '#292524'],
    blobs: [
      { color: '#f59e0b', x: 0.15, y: 0.3, size: 0.35, strength: 0.6 },
      { color: '#fb7185', x: 0.8, y: 0.85, size: 0.3, strength: 0.5 },
      { color: '#fde68a', x: 0.7, y: 0.15, size: 0.2, strength: 0.3 },
    ],
  },
  'friends-hangout': {
    base: ['#2e1065', '#1e1b4b'],
    blobs: [
      { color: '#f472b6', x: 0.7, y: 0.3, size: 0.3, strength: 0.7 },
      { color: '#a78bfa', x: 0.25, y: 0.7, size: 0.35, strength: 0.6 },
      { color: '#fb923c', x: 0.95, y: 0.95, size: 0.25, strength: 0.4 },
    ],
  },
  'launch-party': {
    base: ['#18181b', '#09090b'],
    blobs: [
      { color: '#e11d48', x: 0.2, y: 0.2, size: 0.25, strength: 0.7 },
      { color: '#f97316', x: 0.55, y: 0.75, size: 0.3, strength: 0.6 },
      { color: '#eab308', x: 0.9, y: 0.3, size: 0.22, strength: 0.5 },
    ],
  },
  workshop: {
    base: ['#082f49', '#0c4a6e'],
    blobs: [
      { color: '#22d3ee', x: 0.3, y: 0.35, size: 0.3, strength: 0.5 },
      { color: '#f0abfc', x: 0.85, y: 0.8, size: 0.3, strength: 0.45 },
      { color: '#e0f2fe', x: 0.65, y: 0.1, size: 0.2, strength: 0.25 },
    ],
  },
  'focus-flow': {
    video: true,
    base: ['#0b1026', '#111827'],
    blobs: [
      {
        color: '#6366f1',
        x: 0.45,
        y: 0.45,
        size: 0.25,
        strength: 0.8,
        orbit: [0.2, 0.15, 0],
      },
      {
        color: '#06b6d4',
        x: 0.6,
        y: 0.55,
        size: 0.25,
        strength: 0.6,
        orbit: [0.2, 0.2, 0.5],
      },
    ],
  },
  'evening-glow': {
    video: true,
    base: ['#1a0b1e', '#2a0f1f'],
    blobs: [
      {
        color: '#f43f5e',
        x: 0.5,
        y: 0.5,
        size: 0.25,
        strength: 0.75,
        orbit: [0.25, 0.15, 0.25],
      },
      {
        color: '#f59e0b',
        x: 0.5,
        y: 0.6,
        size: 0.22,
        strength: 0.6,
        orbit: [0.2, 0.2, 0.75],
      },
    ],
  },
};

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** One channel of the geq expression: the base gradient plus every blob's light. */
function channel(design, c) {
  const [top, bottom] = design.base.map(rgb);
  const terms = [`(${top[c]}+(${bottom[c] - top[c]})*Y/H)`];
  for (const blob of design.blobs) {
    const [rx, ry, phase] = blob.orbit ?? [0, 0, 0];
    const angle = `(2*PI*(T/${LOOP_SECONDS}+${phase}))`;
    const cx = `W*(${blob.x}+${rx}*cos${angle})`;
    const cy = `H*(${blob.y}+${ry}*sin${angle})`;
    // `size` is the blob's radius: two standard deviations of its light.
    const sigma = `(W*${blob.size / 2})`;
    const light = (rgb(blob.color)[c] * blob.strength).toFixed(1);
    terms.push(
      `${light}*exp(-(pow(X-${cx},2)+pow(Y-${cy},2))/(2*pow(${sigma},2)))`,
    );
  }
  return `clip(${terms.join('+')},0,255)`;
}

/** Drawn small (the picture is all soft light), then scaled up, blurred, grained, vignetted. */
function filterOf(design, width, height) {
  const geq = ['r', 'g', 'b']
    .map((name, c) => `${name}='${channel(design, c)}'`)
    .join(':');
  return [
    `geq=${geq}`,
    `scale=${width}:${height}:flags=bicubic`,
    'gblur=sigma=6',
    // A little grain hides banding in the smooth areas.
    'noise=alls=3:allf=t',
    'vignette=PI/5',
    'format=yuv420p',
  ].join(',');
}

function make(name, design) {
  const small = '480x270';
  const common = ['-nostdin', '-v', 'error', '-y', '-f', 'lavfi'];
  if (design.video) {
    const out = join(outDir, `${name}.mp4`);
    execFileSync(ffmpeg, [
      ...common,
      '-i',
      `color=c=black:s=${small}:r=24:d=${LOOP_SECONDS},format=gbrp`,
      '-vf',
      filterOf(design, 1280, 720),
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '27',
      '-g',
      '48',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ]);
    return out;
  }
  const out = join(outDir, `${name}.webp`);
  execFileSync(ffmpeg, [
    ...common,
    '-i',
    `color=c=black:s=${small}:d=1,format=gbrp`,
    '-vf',
    filterOf(design, 1920, 1080),
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '82',
    out,
  ]);
  return out;
}

mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
for (const [name, design] of Object.entries(designs)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const out = make(name, design);
  console.log(`${out} ${Math.round(statSync(out).size / 1024)} KB`);
}
