// The ffmpeg filter graph that composes a meeting, as text for -filter_complex_script (a file:
// a long meeting's graph outgrows one command-line argument). Pure.
//
//   color (one frame) → drawbox per panel (dark tiles, the screen area) → loop (that frame,
//   the meeting's length)
//   → overlay per video input, in order (the screen first, then cameras): its frames moved to
//     its offset (setpts), scaled to fit its area keeping their shape, centred on the panel
//     (the panel shows in the bars), drawn only while it plays (`enable`; eof_action=pass)
//   → drawtext per label (names, the sharer's name on the screen)               → [video]
//   anullsrc (silence, exactly the meeting's length) + each audio track delayed to its offset
//   (adelay, in samples) → amix (duration of the silence; normalize=0: a voice stays as loud
//   whoever else is in the meeting)                                             → [audio]
//
// A camera's size may change mid-stream (WebRTC adapts it): ffmpeg must be told not to rebuild
// the graph then (-reinit_filter 0, which would restart the canvas at time 0); scale follows
// the new size by itself and overlay centres each frame (eval=frame), so nothing else has a
// size fixed at start (pad would). An input that has not started, or has ended, costs one
// held frame: overlay reads its first frame, then asks for more when the canvas gets there.
import { CANVAS, type Rect } from './compose-layout';

/** Seconds on the meeting's timeline. */
export interface Interval {
  from: number;
  to: number;
}

export interface TextDraw {
  textFile: string;
  /** null: drawtext's own fontconfig lookup (font=sans). */
  fontFile: string | null;
  size: number;
  color: string;
  /** drawtext expressions (tw, th: the text's size). */
  x: string;
  y: string;
  box: boolean;
  /** When it is drawn; absent: always. */
  shown?: Interval[];
}

export interface VideoLayer {
  /** The ffmpeg input's index. */
  input: number;
  offsetSeconds: number;
  area: Rect;
  /** When its frames are drawn (a camera's gaps show the panel beneath). */
  shown: Interval[];
}

export interface AudioLayer {
  input: number;
  offsetSeconds: number;
}

export interface MeetingGraph {
  durationSeconds: number;
  fps: number;
  /** Dark rectangles on the canvas: the tiles, the screen area. */
  panels: Rect[];
  videos: VideoLayer[];
  /** Drawn over the videos, in order. */
  texts: TextDraw[];
  audios: AudioLayer[];
}

export const AUDIO_RATE = 48_000;
const BACKGROUND = '0x111214';
const PANEL = '0x2a2c31';
const TAG_BOX = 'black@0.55';

/**
 * A filter option's value inside a filter graph: escaped for the option parser (\ ' :), then
 * for the graph's (\ ' [ ] , ;), as ffmpeg-filters' "Notes on filtergraph escaping" says.
 */
export function filterValue(value: string): string {
  const option = value.replace(/[\\':]/g, (c) => `\\${c}`);
  return option.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

const seconds = (value: number) => Number(value.toFixed(3)).toString();

/**
 * gte(t,a)*lt(t,b)+… : true inside any interval, each [from, to) so that a name drawn while a
 * camera is off and the camera never share a frame.
 */
export function enableExpression(intervals: readonly Interval[]): string {
  if (intervals.length === 0) return '0';
  return intervals
    .map(({ from, to }) => `gte(t,${seconds(from)})*lt(t,${seconds(to)})`)
    .join('+');
}

const enableOption = (shown: readonly Interval[] | undefined) =>
  shown ? `:enable=${filterValue(enableExpression(shown))}` : '';

function drawtext(text: TextDraw): string {
  const font = text.fontFile
    ? `fontfile=${filterValue(text.fontFile)}`
    : 'font=sans';
  const box = text.box
    ? `:box=1:boxcolor=${TAG_BOX}:boxborderw=${Math.round(text.size / 4)}`
    : '';
  return (
    `drawtext=${font}:textfile=${filterValue(text.textFile)}:expansion=none` +
    `:fontsize=${text.size}:fontcolor=${text.color}` +
    `:x=${filterValue(text.x)}:y=${filterValue(text.y)}${box}${enableOption(text.shown)}`
  );
}

const drawbox = ({ x, y, width, height }: Rect) =>
  `drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=${PANEL}:t=fill`;

/**
 * The canvas is drawn once and repeated (loop): drawbox walks every pixel of the frame for
 * each box, which per frame cost more than decoding all the cameras.
 */
function canvasChain(graph: MeetingGraph): string {
  const { width, height } = CANVAS;
  const { fps } = graph;
  const frames = Math.ceil(graph.durationSeconds * fps);
  const once = `color=c=${BACKGROUND}:s=${width}x${height}:r=${fps}:d=${seconds(1 / fps)},format=yuv420p`;
  const repeated = `loop=loop=-1:size=1:start=0,setpts=N/(${fps}*TB),trim=end_frame=${frames}`;
  return [once, ...graph.panels.map(drawbox), repeated].join(',');
}

/** One input: at its offset, fitted into its area keeping its shape, centred, over `below`. */
function videoChains(
  layer: VideoLayer,
  index: number,
  below: string,
  above: string,
) {
  const { x, y, width: w, height: h } = layer.area;
  const fitted = `v${index}`;
  return [
    `[${layer.input}:v:0]setpts=PTS+(${seconds(layer.offsetSeconds)})/TB,` +
      `scale=w=${w}:h=${h}:force_original_aspect_ratio=decrease:force_divisible_by=2:flags=bilinear,setsar=1[${fitted}]`,
    `[${below}][${fitted}]overlay=x=${x}+(${w}-w)/2:y=${y}+(${h}-h)/2:eval=frame:eof_action=pass` +
      `${enableOption(layer.shown)}[${above}]`,
  ];
}

function videoGraph(graph: MeetingGraph): string[] {
  const chains = [`${canvasChain(graph)}[c0]`];
  graph.videos.forEach((layer, index) => {
    chains.push(...videoChains(layer, index, `c${index}`, `c${index + 1}`));
  });
  const texts = graph.texts.map(drawtext);
  chains.push(
    `[c${graph.videos.length}]${texts.length ? texts.join(',') : 'null'}[video]`,
  );
  return chains;
}

/** A track moved to its offset: silence before it (adelay), or its head cut when it began earlier. */
function audioChain(layer: AudioLayer, index: number): string {
  const format = `aformat=sample_fmts=fltp:sample_rates=${AUDIO_RATE}:channel_layouts=stereo`;
  const samples = Math.round(layer.offsetSeconds * AUDIO_RATE);
  const shift =
    samples > 0
      ? `,adelay=delays=${samples}S:all=1`
      : samples < 0
        ? `,atrim=start_sample=${-samples},asetpts=PTS-STARTPTS`
        : '';
  return `[${layer.input}:a:0]${format}${shift}[a${index}]`;
}

function audioGraph(graph: MeetingGraph): string[] {
  const length = Math.round(graph.durationSeconds * AUDIO_RATE);
  const silence = `anullsrc=r=${AUDIO_RATE}:cl=stereo,atrim=end_sample=${length}`;
  if (graph.audios.length === 0) return [`${silence}[audio]`];
  const inputs = graph.audios.map((_, index) => `[a${index}]`).join('');
  return [
    ...graph.audios.map(audioChain),
    `${silence}[silence]`,
    `[silence]${inputs}amix=inputs=${graph.audios.length + 1}:duration=first:dropout_transition=0:normalize=0[audio]`,
  ];
}

/** The script: outputs [video] (1280×720 yuv420p at graph.fps) and [audio] (48 kHz stereo). */
export function meetingFilterGraph(graph: MeetingGraph): string {
  return [...videoGraph(graph), ...audioGraph(graph)].join(';\n') + '\n';
}
