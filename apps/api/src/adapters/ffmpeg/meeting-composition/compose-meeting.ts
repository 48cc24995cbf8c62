// A recorded meeting's tracks composed into one MP4: H.264 (libx264 veryfast, yuv420p) and
// AAC, 1280×720 at 25 fps, exactly the meeting's length, moov first (+faststart).
//
// Picture: each person keeps one tile for the whole recording (compose-layout.ts): a dark
// panel with their name in the middle, their camera over it while it plays (scaled to fit,
// keeping its shape: the panel shows in the bars), a name tag on top. A camera turned off
// mid-file (no frames for over 2 s) shows the panel again. When anyone shared a screen, the
// screen area takes the left three quarters (dark while nobody shares) with the sharer's name
// on it, the tiles a strip on the right.
// Sound: every audio track at its offset, summed (not averaged: a voice keeps its level
// however many people there are), silence elsewhere; one stereo AAC stream always.
// Sync: a track's startMs places its file's time 0 (its first packet) on the meeting's
// timeline, the same shift for sound and picture.
//
// One ffmpeg run does it all: meeting-plan.ts decides the inputs (a person's successive
// camera tracks are one input, track-lanes.ts), meeting-graph.ts writes the filter graph, into
// a file (-filter_complex_script). Threads are few (two per video decoder, two for x264, one
// for filters): memory stays near 200 MB plus ≈ 6 MB per 720p video input, whatever the
// meeting's length.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meetingFilterGraph } from './meeting-graph';
import {
  planMeeting,
  type PlacedTrack,
  type PlannedInput,
} from './meeting-plan';
import { resolveFontFile } from './name-labels';
import { runFfmpeg } from './run-ffmpeg';
import { probeTrack } from './track-probe';
import { runTool } from '../run-tool';

export interface RecordedTrack {
  kind: 'audio' | 'video';
  source: 'camera' | 'screen';
  personId: string;
  name: string;
  /** A media file (convertJanusRecording's output, or any file ffmpeg reads). */
  path: string;
  /** Where the file's time 0 falls, in ms from the recording's start (negative: before it). */
  startMs: number;
}

export interface ComposeMeetingOptions {
  tracks: readonly RecordedTrack[];
  durationMs: number;
  /** The MP4 to write (replaced; removed again when composing fails). */
  out: string;
  ffmpegPath?: string;
  ffprobePath?: string;
  /** A font file for names; by default fontconfig's sans (DejaVu Sans on Debian). */
  fontFile?: string;
  signal?: AbortSignal;
  /** Whole percents of the output written, increasing; 100 when done. */
  onProgress?: (percent: number) => void;
  /** A track left out: its file is unreadable, or holds no stream of its kind. */
  onTrackSkipped?: (track: RecordedTrack) => void;
}

export const FPS = 25;
const TOOL_CHECK_TIMEOUT_MS = 10_000;
const X264 = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
];
const AAC = ['-c:a', 'aac', '-b:a', '128k'];
/** x264's threads: two cores' worth, and a bounded number of frames in flight. */
const ENCODER_THREADS = '2';

/** The tracks ffprobe can read and that start before the end, with when their frames come. */
async function probeTracks(
  options: ComposeMeetingOptions,
  ffprobe: string,
): Promise<PlacedTrack[]> {
  const placed: PlacedTrack[] = [];
  for (const track of options.tracks) {
    options.signal?.throwIfAborted();
    if (track.startMs >= options.durationMs) continue;
    const cameraGaps = track.kind === 'video' && track.source === 'camera';
    const probed = await probeTrack(track.path, track.kind, {
      ffprobe,
      cameraGaps,
    });
    if (probed) placed.push({ ...track, ...probed });
    else options.onTrackSkipped?.(track);
  }
  return placed;
}

/**
 * A video input keeps its graph when its frames change size (-reinit_filter 0, see
 * meeting-graph.ts). Video decoders get two frame threads (decoding is most of the work
 * before x264; two cores), audio ones one.
 */
const inputArgs = ({ path, kind, concat }: PlannedInput) => [
  ...(kind === 'video'
    ? ['-reinit_filter', '0', '-threads', '2']
    : ['-threads', '1']),
  ...(concat ? ['-f', 'concat', '-safe', '0'] : []),
  '-i',
  path,
];

function ffmpegArgs(
  inputs: readonly PlannedInput[],
  script: string,
  options: ComposeMeetingOptions,
): string[] {
  return [
    '-nostdin',
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs.flatMap(inputArgs),
    // Slice threads in overlay and scale cost more than they save on tiles this small.
    '-filter_complex_threads',
    '1',
    '-filter_complex_script',
    script,
    '-map',
    '[video]',
    '-map',
    '[audio]',
    ...X264,
    '-threads',
    ENCODER_THREADS,
    ...AAC,
    '-max_muxing_queue_size',
    '4096',
    '-movflags',
    '+faststart',
    '-t',
    (options.durationMs / 1000).toFixed(3),
    '-f',
    'mp4',
    options.out,
  ];
}

/** Rejects early and plainly when ffprobe is missing, rather than skipping every track. */
async function requireTool(command: string) {
  await runTool(command, ['-version'], { timeoutMs: TOOL_CHECK_TIMEOUT_MS });
}

/**
 * Composes the meeting into `out` (see the header). Rejects when ffmpeg fails, stalls or
 * `signal` aborts (ffmpeg is killed, the partial file removed).
 */
export async function composeMeeting(
  options: ComposeMeetingOptions,
): Promise<void> {
  const { durationMs, out, signal } = options;
  if (!(Number.isFinite(durationMs) && durationMs > 0)) {
    throw new RangeError(
      `composeMeeting: durationMs must be positive (got ${durationMs})`,
    );
  }
  const ffprobe = options.ffprobePath ?? 'ffprobe';
  const work = await mkdtemp(join(tmpdir(), 'ruume-compose-'));
  try {
    await requireTool(ffprobe);
    const tracks = await probeTracks(options, ffprobe);
    const fontFile = await resolveFontFile(options.fontFile);
    const plan = planMeeting(tracks, {
      durationMs,
      dir: work,
      fontFile,
      fps: FPS,
    });
    await Promise.all(
      plan.files.map(({ path, text }) => writeFile(path, text, 'utf8')),
    );
    const script = join(work, 'graph.txt');
    await writeFile(script, meetingFilterGraph(plan.graph), 'utf8');
    await runFfmpeg(
      options.ffmpegPath ?? 'ffmpeg',
      ffmpegArgs(plan.inputs, script, options),
      {
        durationMs,
        signal,
        onProgress: options.onProgress,
      },
    );
  } catch (error) {
    await rm(out, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
