// composeMeeting with the real ffmpeg on small made-up meetings: solid-colour cameras and
// tones at offsets, a screen share, a camera turned off, a rejoin, a camera changing size.
// What comes out is checked as a viewer would: its streams, its length, the colour inside
// each tile at a given time, and how loud it is when.
import {
  copyFile,
  mkdtemp,
  mkdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CANVAS,
  composeLayout,
  composeMeeting,
  type Rect,
  type RecordedTrack,
} from '../../../../src/adapters/ffmpeg/meeting-composition';
import {
  colourVideo,
  defined,
  durationOf,
  ffmpeg,
  frameAt,
  meanColour,
  meanVolume,
  probe,
  tone,
} from './media-support';

jest.setTimeout(120_000);

type Rgb = [number, number, number];
const RED = (c: Rgb) => c[0] > 180 && c[1] < 70 && c[2] < 70;
const GREEN = (c: Rgb) => c[1] > 90 && c[0] < 70 && c[2] < 70;
const BLUE = (c: Rgb) => c[2] > 180 && c[0] < 70 && c[1] < 70;
/** The empty tile's panel (0x2a2c31), or the canvas behind it: dark and grey. */
const DARK = (c: Rgb) =>
  Math.max(...c) < 70 && Math.max(...c) - Math.min(...c) < 20;

/** A part of `area` away from the big centred name and the name tag at the bottom. */
const upperMiddle = (area: Rect): Rect => ({
  x: Math.round(area.x + area.width * 0.4),
  y: Math.round(area.y + area.height * 0.1),
  width: Math.round(area.width * 0.2),
  height: Math.round(area.height * 0.2),
});

async function colourAt(
  video: string,
  seconds: number,
  area: Rect,
): Promise<Rgb> {
  return meanColour(
    await frameAt(video, seconds),
    CANVAS.width,
    upperMiddle(area),
  );
}

async function streamsOf(video: string) {
  const lines = (
    await probe(video, 'stream=codec_type,codec_name,width,height,pix_fmt')
  )
    .trim()
    .split('\n');
  return lines.map((line) =>
    Object.fromEntries(
      line
        .split('|')
        .slice(1)
        .map((kv) => kv.split('=')),
    ),
  );
}

const track = (
  personId: string,
  name: string,
  kind: 'audio' | 'video',
  source: 'camera' | 'screen',
  path: string,
  startMs: number,
): RecordedTrack => ({ personId, name, kind, source, path, startMs });

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ruume-compose-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a meeting of three, one sharing a screen', () => {
  // Names are user input: quotes, colons, backslashes, percent signs, brackets, unicode.
  const cleo = `Cléo "Q" O'Neil: 100% \\ {x} [a];b,c 日本`;
  let out: string;
  let tone440: string;
  const progress: number[] = [];

  beforeAll(async () => {
    const file = (name: string) => join(dir, name);
    const [annCam, bobCam, screenShare, annVoice, bobVoice] = await Promise.all(
      [
        colourVideo(file('ann.webm'), {
          colour: 'red',
          size: '640x480',
          seconds: 5,
        }),
        colourVideo(file('bob.webm'), {
          colour: 'blue',
          size: '320x240',
          seconds: 3,
        }),
        colourVideo(file('screen.webm'), {
          colour: 'green',
          size: '1280x720',
          seconds: 3.5,
          fps: 5,
        }),
        tone(file('ann.opus'), { hz: 440, seconds: 3 }),
        tone(file('bob.opus'), { hz: 660, seconds: 2 }),
      ],
    );
    tone440 = annVoice;
    // The font from a folder whose name needs the filter graph's escaping.
    const fonts = join(dir, `it's: [a],b;c\\d %`);
    await mkdir(fonts);
    const fontFile = join(fonts, 'DejaVuSans.ttf');
    await copyFile('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', fontFile);

    out = file('meeting.mp4');
    await composeMeeting({
      durationMs: 5000,
      out,
      fontFile,
      onProgress: (percent) => progress.push(percent),
      tracks: [
        track('ann', 'Ann', 'video', 'camera', annCam, 0),
        track('ann', 'Ann', 'audio', 'camera', annVoice, 0),
        track('bob', 'Bob', 'video', 'camera', bobCam, 1000),
        track('bob', 'Bob', 'audio', 'camera', bobVoice, 2000),
        track('bob', 'Bob', 'video', 'screen', screenShare, 500),
        // Cleo has no camera (a dark tile) and speaks at the very end (4.9 s); a track that
        // would start after the end is left out.
        track('cleo', cleo, 'audio', 'camera', annVoice, 4900),
        track('cleo', cleo, 'audio', 'camera', annVoice, 6000),
      ],
    });
  });

  // The layout the composition uses: three people beside a screen.
  const layout = composeLayout(3, true);
  const [ann, bob, cleoTile] = layout.tiles as [Rect, Rect, Rect];
  const screen = defined(layout.screen);

  it('is one 1280×720 H.264 stream and one AAC stream, as long as the meeting', async () => {
    expect(await streamsOf(out)).toEqual([
      {
        codec_type: 'video',
        codec_name: 'h264',
        width: '1280',
        height: '720',
        pix_fmt: 'yuv420p',
      },
      { codec_type: 'audio', codec_name: 'aac' },
    ]);
    expect(Math.abs((await durationOf(out)) - 5)).toBeLessThan(0.3);
  });

  it('shows each camera in its tile, the screen in the large area, an absent camera as a dark tile', async () => {
    expect(RED(await colourAt(out, 2.5, ann))).toBe(true);
    expect(BLUE(await colourAt(out, 2.5, bob))).toBe(true);
    expect(DARK(await colourAt(out, 2.5, cleoTile))).toBe(true);
    const screenCentre = { x: 384, y: 288, width: 192, height: 144 };
    expect(
      GREEN(meanColour(await frameAt(out, 2.5), CANVAS.width, screenCentre)),
    ).toBe(true);
  });

  it('shows each track only from its offset until it ends', async () => {
    // 0.25 s: Bob's camera (from 1 s) and the screen (from 0.5 s) have not started.
    expect(RED(await colourAt(out, 0.25, ann))).toBe(true);
    expect(DARK(await colourAt(out, 0.25, bob))).toBe(true);
    expect(
      DARK(await colourAt(out, 0.25, { ...screen, y: 300, height: 120 })),
    ).toBe(true);
    // 4.5 s: Bob's camera (1–4 s) and the screen (0.5–4 s) are over; Ann's runs to 5 s.
    expect(RED(await colourAt(out, 4.5, ann))).toBe(true);
    expect(DARK(await colourAt(out, 4.5, bob))).toBe(true);
    expect(
      DARK(await colourAt(out, 4.5, { ...screen, y: 300, height: 120 })),
    ).toBe(true);
  });

  it('mixes every voice at its offset, at its own level, and is silent when nobody speaks', async () => {
    const alone = await meanVolume(out, 0.2, 0.6);
    // Ann alone, as loud as her track: the mix does not turn a voice down for the others.
    expect(
      Math.abs(alone - (await meanVolume(tone440, 0.2, 0.6))),
    ).toBeLessThan(1.5);
    // Ann and Bob (2–3 s): two tones add up.
    expect(await meanVolume(out, 2.2, 0.6)).toBeGreaterThan(alone + 2);
    // 3–4.9 s: Ann stopped at 3 s, Bob at 4 s; Cleo's track only starts at 4.9 s.
    expect(await meanVolume(out, 4.1, 0.6)).toBeLessThan(-70);
    expect(await meanVolume(out, 4.92, 0.06)).toBeGreaterThan(-40);
  });

  it('reports progress in whole percents, increasing, ending at 100', () => {
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    progress.forEach(
      (percent, i) =>
        i > 0 && expect(percent).toBeGreaterThan(progress[i - 1] ?? 100),
    );
  });
});

describe('a camera turned off, a rejoin, a camera changing size', () => {
  let out: string;
  const skipped: RecordedTrack[] = [];
  const tile = defined(composeLayout(1, false).tiles[0]);

  beforeAll(async () => {
    const file = (name: string) => join(dir, name);
    // Dee's first publication: red, its camera off from 1 s to 3.5 s (no frames, same file).
    const first = await colourVideo(file('dee-1.webm'), {
      colour: 'red',
      size: '320x240',
      seconds: 4,
      gap: [1, 3.5],
    });
    // Dee rejoined at 5 s: blue, 4:3 for a second, then square (the same VP8 stream resized).
    const [wide, square] = await Promise.all([
      colourVideo(file('dee-2a.webm'), {
        colour: 'blue',
        size: '320x240',
        seconds: 1,
      }),
      colourVideo(file('dee-2b.webm'), {
        colour: 'blue',
        size: '240x240',
        seconds: 1,
      }),
    ]);
    const list = file('dee-2.txt');
    await writeFile(list, `file '${wide}'\nfile '${square}'\n`);
    const second = file('dee-2.webm');
    await ffmpeg([
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      list,
      '-c',
      'copy',
      second,
    ]);
    const unreadable = file('broken.webm');
    await writeFile(unreadable, 'not a video');
    const voice = await tone(file('dee.opus'), { hz: 440, seconds: 3 });

    out = file('rejoin.mp4');
    await composeMeeting({
      durationMs: 7500,
      out,
      onTrackSkipped: (t) => skipped.push(t),
      tracks: [
        track('dee', 'Dee', 'video', 'camera', first, 0),
        track('dee', 'Dee', 'video', 'camera', unreadable, 0),
        track('dee', 'Dee', 'video', 'camera', second, 5000),
        track('dee', 'Dee', 'audio', 'camera', voice, 4000),
      ],
    });
  });

  it('leaves out a track it cannot read, and says so', () => {
    expect(skipped.map((t) => t.path)).toEqual([join(dir, 'broken.webm')]);
  });

  it('shows the dark tile while the camera is off and between the two publications', async () => {
    expect(RED(await colourAt(out, 0.5, tile))).toBe(true);
    expect(DARK(await colourAt(out, 2.2, tile))).toBe(true);
    expect(RED(await colourAt(out, 3.7, tile))).toBe(true);
    expect(DARK(await colourAt(out, 4.5, tile))).toBe(true);
    expect(BLUE(await colourAt(out, 5.5, tile))).toBe(true);
    expect(DARK(await colourAt(out, 7.3, tile))).toBe(true);
  });

  it('keeps a camera that changes size fitted and centred in its tile', async () => {
    // 4:3 in the 16:9 canvas: 960 wide, bars left and right of x = 160…1120.
    const wide = await frameAt(out, 5.5);
    expect(
      BLUE(
        meanColour(wide, CANVAS.width, {
          x: 200,
          y: 300,
          width: 40,
          height: 40,
        }),
      ),
    ).toBe(true);
    expect(
      DARK(
        meanColour(wide, CANVAS.width, {
          x: 60,
          y: 300,
          width: 40,
          height: 40,
        }),
      ),
    ).toBe(true);
    // Square: 720 wide, x = 280…1000.
    const square = await frameAt(out, 6.5);
    expect(
      BLUE(
        meanColour(square, CANVAS.width, {
          x: 620,
          y: 300,
          width: 40,
          height: 40,
        }),
      ),
    ).toBe(true);
    expect(
      DARK(
        meanColour(square, CANVAS.width, {
          x: 200,
          y: 300,
          width: 40,
          height: 40,
        }),
      ),
    ).toBe(true);
  });

  it('keeps the sound in place across the size change: the graph is never rebuilt', async () => {
    // Rebuilding it (ffmpeg's default on a new frame size) would restart the canvas and the
    // silence at 0 while the tracks go on.
    expect(await meanVolume(out, 3.2, 0.6)).toBeLessThan(-70);
    expect(await meanVolume(out, 6.2, 0.6)).toBeGreaterThan(-40);
    expect(await meanVolume(out, 7.1, 0.3)).toBeLessThan(-70);
    expect(Math.abs((await durationOf(out)) - 7.5)).toBeLessThan(0.3);
  });
});

describe('a meeting where nobody had sound', () => {
  it('still has one, silent, audio stream, and the meeting length', async () => {
    const camera = await colourVideo(join(dir, 'mute.webm'), {
      colour: 'red',
      size: '320x240',
      seconds: 1,
    });
    const out = join(dir, 'mute.mp4');
    await composeMeeting({
      durationMs: 1500,
      out,
      tracks: [track('fay', 'Fay', 'video', 'camera', camera, 0)],
    });
    expect((await streamsOf(out)).map((s) => s.codec_type)).toEqual([
      'video',
      'audio',
    ]);
    expect(await meanVolume(out, 0, 1.5)).toBeLessThan(-70);
    expect(Math.abs((await durationOf(out)) - 1.5)).toBeLessThan(0.3);
  });
});

describe('stopping', () => {
  it('kills ffmpeg when aborted, rejects, and leaves no file behind', async () => {
    const camera = await colourVideo(join(dir, 'long.webm'), {
      colour: 'red',
      size: '320x240',
      seconds: 2,
    });
    const out = join(dir, 'aborted.mp4');
    const controller = new AbortController();
    const composing = composeMeeting({
      durationMs: 10 * 60_000,
      out,
      signal: controller.signal,
      tracks: [track('eve', 'Eve', 'video', 'camera', camera, 0)],
      onProgress: (percent) => percent >= 1 && controller.abort(),
    });
    await expect(composing).rejects.toMatchObject({ name: 'AbortError' });
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a meeting without a length', async () => {
    await expect(
      composeMeeting({ durationMs: 0, out: join(dir, 'none.mp4'), tracks: [] }),
    ).rejects.toBeInstanceOf(RangeError);
  });
});
