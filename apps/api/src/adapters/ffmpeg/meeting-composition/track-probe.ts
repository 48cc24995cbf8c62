// What a recorded track's file holds, from ffprobe: whether it can be read at all, and for a
// video when its frames run. A camera turned off in the room (the app replaces the sent track
// with none) leaves a gap in the same file, not a new file: its tile must show the dark panel
// then, not the last frame frozen.
import type { Interval } from './meeting-graph';
import { runTool } from '../run-tool';

export interface ProbedTrack {
  /** Spans (seconds from the file's start) when frames come; for audio, one span. */
  runs: Interval[];
  /** ffmpeg's name for the stream's codec (vp8, h264, opus…). */
  codec: string;
}

/** Frames further apart than this mean the camera was off between them. */
export const CAMERA_GAP_SECONDS = 2;
/** How long the last frame before a gap stays: longer than any frame interval a camera sends. */
const HOLD_SECONDS = 0.5;
const PROBE_TIMEOUT_MS = 120_000;
/** A packet's line is ~20 bytes: room for a day of 30 fps video. */
const MAX_PROBE_BYTES = 64 * 1024 * 1024;

/**
 * Spans of `times` (sorted or not) with no gap over `maxGap` seconds; each ends `hold` after
 * its last frame, but never past the next span's first.
 */
export function frameRuns(
  times: readonly number[],
  maxGap: number,
  hold = HOLD_SECONDS,
): Interval[] {
  const runs: Interval[] = [];
  let run: Interval | null = null;
  let previous = -Infinity;
  for (const time of [...times].sort((a, b) => a - b)) {
    if (run && time - previous > maxGap) {
      run.to = Math.min(previous + hold, time);
      run = null;
    }
    if (!run) runs.push((run = { from: time, to: time }));
    previous = time;
  }
  if (run) run.to = previous + hold;
  return runs;
}

/**
 * csv lines "packet,<pts_time>" and one "format,<start_time>" → packet times from the start
 * (ffmpeg shifts an input's timestamps by its start time, so the graph sees these).
 */
export function packetTimes(csv: string): number[] {
  let start = 0;
  const times: number[] = [];
  for (const line of csv.split('\n')) {
    const [section, value] = line.trim().split(',');
    const number = Number(value);
    if (!value || !Number.isFinite(number)) continue;
    if (section === 'packet') times.push(number);
    else if (section === 'format') start = number;
  }
  return times.map((time) => time - start);
}

const codecOf = (csv: string) => /^stream,([\w-]+)/m.exec(csv)?.[1] ?? '';

async function probeVideo(
  path: string,
  ffprobe: string,
  maxGap: number,
): Promise<ProbedTrack | null> {
  const csv = await runTool(
    ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=codec_name:packet=pts_time:format=start_time',
      '-of',
      'csv',
      path,
    ],
    { timeoutMs: PROBE_TIMEOUT_MS, maxOutputBytes: MAX_PROBE_BYTES },
  );
  const times = packetTimes(csv);
  const codec = codecOf(csv);
  return times.length && codec
    ? { runs: frameRuns(times, maxGap), codec }
    : null;
}

async function probeAudio(
  path: string,
  ffprobe: string,
): Promise<ProbedTrack | null> {
  const csv = await runTool(
    ffprobe,
    [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'stream=codec_name:format=duration',
      '-of',
      'csv',
      path,
    ],
    { timeoutMs: PROBE_TIMEOUT_MS },
  );
  const codec = codecOf(csv);
  if (!codec) return null;
  const duration = Number(/^format,([\d.]+)/m.exec(csv)?.[1]);
  return {
    runs: [{ from: 0, to: Number.isFinite(duration) ? duration : Infinity }],
    codec,
  };
}

/**
 * The track's runs; null when ffprobe cannot read it or it holds no stream of that kind.
 * A screen's frames may be seconds apart (a still slide): one run from first to last.
 */
export async function probeTrack(
  path: string,
  kind: 'audio' | 'video',
  { ffprobe, cameraGaps }: { ffprobe: string; cameraGaps: boolean },
): Promise<ProbedTrack | null> {
  try {
    if (kind === 'audio') return await probeAudio(path, ffprobe);
    return await probeVideo(
      path,
      ffprobe,
      cameraGaps ? CAMERA_GAP_SECONDS : Infinity,
    );
  } catch {
    return null;
  }
}
