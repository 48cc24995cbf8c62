// The offline transcriber on real speech (Debian's pocketsphinx, pocketsphinx-en-us and
// pocketsphinx-testdata, installed by .ci/run): a meeting of two people made of the five
// LibriVox clips, as per-person Opus tracks with silences, like a recorded meeting's.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranscriptSegment } from '@ruume/contracts';
import pino from 'pino';
import {
  createOfflineEngine,
  offlineEngineAvailable,
} from '../../../../src/adapters/ai/offline';
import {
  DEFAULT_MODEL_DIR,
  DEFAULT_POCKETSPHINX_PATH,
  modelFiles,
  runPocketsphinx,
} from '../../../../src/adapters/ai/offline/pocketsphinx';
import { ToolFailedError } from '../../../../src/adapters/ffmpeg/run-tool';
import { wordErrorRate } from '../../../../src/adapters/ai/word-error-rate';
import { buildTrack, type Clip, clipSeconds, librivoxClips } from './librivox';

/**
 * Measured on these clips: 31 % through Opus tracks (28 % from the WAVs), near Debian's own
 * expected output for them (test-lm.match, 26 %). pocketsphinx decodes deterministically; the
 * margin is for other ffmpeg and libopus builds, whose decoded samples differ slightly.
 */
const MAX_WER = 0.45;
/** Segment times against the clips' placement: pocketsphinx's frames are 10 ms, its edges fuzzy. */
const EDGE_MS = 400;
const HEAVY_MS = 240_000;

const log = pino({ level: 'silent' });
const engine = createOfflineEngine({ log });
const text = (segments: TranscriptSegment[]) =>
  segments.map((s) => s.text).join(' ');

describe('offline transcriber (pocketsphinx)', () => {
  let dir: string;
  let clips: Clip[];
  const place = (index: number, atSeconds: number) => ({
    clip: clips[index],
    atSeconds,
    seconds: clipSeconds(clips[index]),
  });
  // Where each clip is said on the recording's timeline, by whom.
  let windows: { speaker: string; fromMs: number; toMs: number }[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ruume-pocketsphinx-'));
    clips = librivoxClips();
    // Ann says clips 1, 3, 5 at 0 s, 12 s, 25 s; Ben, whose track starts 8 s in, 2 and 4.
    const ann = [place(0, 0), place(2, 12), place(4, 25)];
    const ben = [place(1, 0), place(3, 10)];
    buildTrack(join(dir, 'ann.ogg'), ann);
    buildTrack(join(dir, 'ben.ogg'), ben);
    windows = [
      ...ann.map((p) => ({ speaker: 'Ann', offsetMs: 0, ...p })),
      ...ben.map((p) => ({ speaker: 'Ben', offsetMs: 8000, ...p })),
    ].map((p) => ({
      speaker: p.speaker,
      fromMs: p.offsetMs + p.atSeconds * 1000,
      toMs: p.offsetMs + (p.atSeconds + p.seconds) * 1000,
    }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const meeting = () => [
    { path: join(dir, 'ann.ogg'), speaker: 'Ann', offsetMs: 0 },
    { path: join(dir, 'ben.ogg'), speaker: 'Ben', offsetMs: 8000 },
  ];

  it('finds pocketsphinx and its model; says so when they are missing', async () => {
    expect(await offlineEngineAvailable()).toBe(true);
    expect(await offlineEngineAvailable({ modelDir: join(dir, 'none') })).toBe(
      false,
    );
    expect(
      await offlineEngineAvailable({
        pocketsphinxPath: 'no-such-pocketsphinx',
      }),
    ).toBe(false);
    expect(engine.name).toBe('offline');
  });

  it(
    'transcribes a two-person meeting: lines in time order, on the right speaker and time, WER bounded',
    async () => {
      const progress: number[] = [];
      const segments = await engine.transcriber.transcribe(meeting(), {
        onProgress: (percent) => progress.push(percent),
      });

      expect(segments.length).toBeGreaterThanOrEqual(5);
      const starts = segments.map((s) => s.startMs);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const segment of segments) {
        expect(segment.endMs).toBeGreaterThan(segment.startMs);
        expect(segment.text).not.toMatch(/<|>|\[|\]|\(\d\)/);
        const said = windows.find(
          (w) =>
            segment.startMs >= w.fromMs - EDGE_MS &&
            segment.endMs <= w.toMs + EDGE_MS,
        );
        expect([segment.startMs, said?.speaker]).toEqual([
          segment.startMs,
          segment.speaker,
        ]);
      }
      // Who spoke when: Ann, Ben, Ann, Ben, Ann, as the clips were laid out.
      const turns = segments
        .map((s) => s.speaker)
        .filter((speaker, i, all) => speaker !== all[i - 1]);
      expect(turns).toEqual(['Ann', 'Ben', 'Ann', 'Ben', 'Ann']);

      const reference = clips.map((clip) => clip.text).join(' ');
      expect(wordErrorRate(reference, text(segments))).toBeLessThan(MAX_WER);
      const annSaid = [0, 2, 4].map((i) => clips[i].text).join(' ');
      const annHeard = text(segments.filter((s) => s.speaker === 'Ann'));
      expect(wordErrorRate(annSaid, annHeard)).toBeLessThan(MAX_WER);

      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress[progress.length - 1]).toBe(100);
      expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(
        0,
      );
    },
    HEAVY_MS,
  );

  it(
    'reads a long track in 5-minute chunks: a line past the first chunk keeps its time',
    async () => {
      // Silence costs pocketsphinx next to nothing (its voice detection skips it).
      const path = join(dir, 'long.wav');
      buildTrack(path, [place(1, 10), place(3, 302)]);
      const segments = await engine.transcriber.transcribe([
        { path, speaker: null, offsetMs: 60_000 },
      ]);
      expect(segments.every((s) => s.speaker === null)).toBe(true);
      const early = segments.filter((s) => s.startMs < 300_000);
      const late = segments.filter((s) => s.startMs >= 300_000);
      expect(early[0].startMs).toBeGreaterThanOrEqual(70_000 - EDGE_MS);
      expect(early[early.length - 1].endMs).toBeLessThanOrEqual(
        73_000 + EDGE_MS,
      );
      expect(late[0].startMs).toBeGreaterThanOrEqual(362_000 - EDGE_MS);
      expect(late[late.length - 1].endMs).toBeLessThanOrEqual(
        362_000 + clipSeconds(clips[3]) * 1000 + EDGE_MS,
      );
      expect(wordErrorRate(clips[3].text, text(late))).toBeLessThan(MAX_WER);
    },
    HEAVY_MS,
  );

  it('hears nothing in silence, in a file without sound, or in no audio at all', async () => {
    const path = join(dir, 'silence.ogg');
    buildTrack(path, [], 20);
    const progress: number[] = [];
    expect(
      await engine.transcriber.transcribe(
        [{ path, speaker: 'Ann', offsetMs: 0 }],
        { onProgress: (percent) => progress.push(percent) },
      ),
    ).toEqual([]);
    expect(progress[progress.length - 1]).toBe(100);
    expect(await engine.transcriber.transcribe([])).toEqual([]);

    // A camera's video without a microphone.
    const video = join(dir, 'no-sound.mp4');
    const made = spawnSync('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc=s=64x64:r=5:d=1', '-c:v', 'mpeg4', video],
    ]);
    expect(made.status).toBe(0);
    expect(
      await engine.transcriber.transcribe([
        { path: video, speaker: 'Ann', offsetMs: 0 },
      ]),
    ).toEqual([]);
  });

  it(
    'stops when aborted: before it starts, and while pocketsphinx runs (killed), leaving no files',
    async () => {
      const work = join(dir, 'work');
      await mkdir(work);
      const confined = createOfflineEngine({ log, tmpDir: work });
      const leftovers = () => readdir(work);

      const aborted = new AbortController();
      aborted.abort();
      await expect(
        confined.transcriber.transcribe(meeting(), { signal: aborted.signal }),
      ).rejects.toMatchObject({ name: 'AbortError' });

      // Aborted at its first progress report, within the first track.
      const midway = new AbortController();
      let reports = 0;
      await expect(
        confined.transcriber.transcribe(meeting(), {
          signal: midway.signal,
          onProgress: () => {
            reports += 1;
            midway.abort();
          },
        }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(reports).toBe(1);
      expect(await leftovers()).toEqual([]);

      // pocketsphinx itself, aborted while it loads its model (its control file goes beside
      // the WAV, so the WAV is one of ours).
      const running = new AbortController();
      const wav = join(dir, 'clip.wav');
      await copyFile(clips[0].path, wav);
      const run = runPocketsphinx(
        DEFAULT_POCKETSPHINX_PATH,
        modelFiles(DEFAULT_MODEL_DIR),
        wav,
        [{ startMs: 0, endMs: 1000 }],
        { signal: running.signal, onWord: () => undefined },
      );
      running.abort();
      await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    },
    HEAVY_MS,
  );

  it('fails with the tool that failed when the audio cannot be read', async () => {
    await expect(
      engine.transcriber.transcribe([
        { path: join(dir, 'missing.ogg'), speaker: 'Ann', offsetMs: 0 },
      ]),
    ).rejects.toBeInstanceOf(ToolFailedError);
  });
});
