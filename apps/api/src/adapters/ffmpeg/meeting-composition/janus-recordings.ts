// The .mjr files Janus's VideoRoom writes while a room records (one per publisher's stream),
// read and turned into media files with janus-pp-rec (janus-tools). janus-pp-rec remuxes the
// RTP payloads into a container without transcoding: Opus → .opus, VP8/VP9 → .webm,
// H.264/H.265 → .mkv, AV1 → .mp4. The media file's time 0 is the recording's first packet,
// whose wall-clock time the header gives (firstPacketMs).
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { runTool, ToolFailedError } from '../run-tool';

export interface JanusRecordingFile {
  path: string;
  room: number;
  feed: number;
  kind: 'audio' | 'video';
  /** The stream's index in the publisher's SDP, as Janus puts it in the name. */
  mid: string;
  /** As the header says: opus, vp8, vp9, h264, h265, av1, pcmu… */
  codec: string;
  /** Wall clock (ms since the epoch) of the first packet written: where the media file starts. */
  firstPacketMs: number;
}

export interface JanusToolOptions {
  signal?: AbortSignal;
  janusPpRecPath?: string;
}

/** videoroom-<room>-user-<feed>-<createdMicros>-<audio|video>-<mid>.mjr (Janus 1.1's pattern). */
const NAME = /^videoroom-(\d+)-user-(\d+)-\d+-(audio|video)-([^.]+)\.mjr$/;
/** "MJR00002" and nothing else: the stream never sent a packet. */
const EMPTY_BYTES = 8;
const HEADER_TIMEOUT_MS = 30_000;
/** janus-pp-rec reads the whole file twice (index, then frames): 2 minutes, plus 1 s per 10 MB. */
const convertTimeoutMs = (bytes: number) =>
  120_000 + Math.ceil(bytes / 10e6) * 1000;
/**
 * Audio packets whose arrival outran their RTP clock by more than 1.5 × the running average
 * (past 0.5 s) are moved to when they arrived: a microphone that stopped sending without its
 * timestamps advancing then resumes where it was heard, not early (janus-pp-rec's own example).
 */
const AUDIO_RESTAMP = '--restamp=1500';

const EXTENSION: Record<string, string> = {
  opus: 'opus',
  vp8: 'webm',
  vp9: 'webm',
  h264: 'mkv',
  h265: 'mkv',
  av1: 'mp4',
  pcmu: 'wav',
  pcma: 'wav',
  g722: 'wav',
  l16: 'wav',
  'l16-48': 'wav',
};

export interface ParsedRecordingName {
  room: number;
  feed: number;
  kind: 'audio' | 'video';
  mid: string;
}

/** The room, feed, kind and mid a Janus recording's file name carries; null for other files. */
export function parseRecordingName(name: string): ParsedRecordingName | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, room, feed, kind, mid = ''] = match;
  return {
    room: Number(room),
    feed: Number(feed),
    kind: kind === 'audio' ? 'audio' : 'video',
    mid,
  };
}

interface MjrHeader {
  /** a, v or d */
  t: string;
  c: string;
  /** Created, µs. */
  s: number;
  /** First packet written, µs. */
  u: number;
}

const isHeader = (value: unknown): value is MjrHeader => {
  const header = value as Partial<MjrHeader> | null;
  return (
    typeof header?.t === 'string' &&
    typeof header.c === 'string' &&
    Number.isFinite(header.u)
  );
};

/**
 * A failure of the tool on one file makes that file unusable, unless the tool itself cannot
 * run (not installed, wrong path): that is the caller's problem, rethrown.
 */
async function unusableUnlessToolMissing(
  tool: string,
  error: unknown,
): Promise<void> {
  if (!(error instanceof ToolFailedError)) throw error;
  const runs = await runTool(tool, ['--help'], { timeoutMs: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!runs) throw error;
}

async function readHeader(
  path: string,
  tool: string,
): Promise<MjrHeader | null> {
  let out: string;
  try {
    out = await runTool(tool, ['--json', path], {
      timeoutMs: HEADER_TIMEOUT_MS,
    });
  } catch (error) {
    await unusableUnlessToolMissing(tool, error);
    return null;
  }
  try {
    const header: unknown = JSON.parse(out.trim());
    return isHeader(header) ? header : null;
  } catch {
    return null; // no header printed: no packet was ever written
  }
}

async function readOne(
  dir: string,
  name: string,
  tool: string,
): Promise<JanusRecordingFile | null> {
  const parsed = parseRecordingName(name);
  if (!parsed) return null;
  const path = join(dir, name);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile() || info.size <= EMPTY_BYTES) return null;
  const header = await readHeader(path, tool);
  if (!header || header.t !== parsed.kind[0]) return null;
  return {
    path,
    ...parsed,
    codec: header.c.toLowerCase(),
    firstPacketMs: Math.round(header.u / 1000),
  };
}

/**
 * The audio and video recordings in `dir` that hold packets, sorted by their first packet.
 * Other files, empty recordings (a stream that never sent) and unreadable ones are left out.
 */
export async function readJanusRecordings(
  dir: string,
  { signal, janusPpRecPath = 'janus-pp-rec' }: JanusToolOptions = {},
): Promise<JanusRecordingFile[]> {
  const names = (await readdir(dir)).sort();
  const files: JanusRecordingFile[] = [];
  for (const name of names) {
    signal?.throwIfAborted();
    const file = await readOne(dir, name, janusPpRecPath);
    if (file) files.push(file);
  }
  return files.sort((a, b) => a.firstPacketMs - b.firstPacketMs);
}

/**
 * Converts one recording into `outDir` (same name, the codec's container): the media file's
 * path, or null when nothing could be made (an unknown codec, a recording janus-pp-rec
 * refuses, e.g. end-to-end encrypted or broken). An aborted `signal` kills the conversion.
 */
export async function convertJanusRecording(
  file: Pick<JanusRecordingFile, 'path' | 'kind' | 'codec'>,
  outDir: string,
  { signal, janusPpRecPath = 'janus-pp-rec' }: JanusToolOptions = {},
): Promise<string | null> {
  signal?.throwIfAborted();
  const extension = EXTENSION[file.codec];
  if (!extension) return null;
  const out = join(outDir, `${basename(file.path, '.mjr')}.${extension}`);
  const bytes = (await stat(file.path)).size;
  const args = [
    ...(file.kind === 'audio' ? [AUDIO_RESTAMP] : []),
    '--disable-colors',
    file.path,
    out,
  ];
  try {
    await runTool(janusPpRecPath, args, {
      timeoutMs: convertTimeoutMs(bytes),
      signal,
    });
  } catch (error) {
    signal?.throwIfAborted();
    await unusableUnlessToolMissing(janusPpRecPath, error);
    return null;
  }
  signal?.throwIfAborted();
  const made = await stat(out).catch(() => null);
  return made && made.size > 0 ? out : null;
}
