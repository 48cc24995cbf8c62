// One speaker's audio made small enough to upload: 16 kHz mono MP3 at 32 kbit/s (what speech
// recognition needs, and a format every OpenAI-compatible server decodes), cut into time
// chunks so each stays far below the API's 25 MB upload limit (10 minutes ≈ 2.4 MB).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool, ToolFailedError } from '../../ffmpeg/run-tool';

export interface AudioChunk {
  path: string;
  /** Where the chunk starts and ends in the speaker's file. */
  startMs: number;
  endMs: number;
}

export const DEFAULT_CHUNK_SECONDS = 600;

/** Two minutes, plus a second per 5 MB of input (an hour of Opus is ~30 MB). */
const convertTimeoutMs = (sizeBytes: number) =>
  120_000 + Math.ceil(sizeBytes / 5e6) * 1000;

/**
 * Converts `input`'s first audio stream into MP3 chunks of `chunkSeconds` in `folder` (which
 * must be empty), in order. ffmpeg's segment list tells where each chunk really starts (cuts
 * fall on frame boundaries).
 */
export async function splitAudio(
  input: string,
  folder: string,
  {
    ffmpeg,
    chunkSeconds,
    signal,
  }: { ffmpeg: string; chunkSeconds: number; signal?: AbortSignal },
): Promise<AudioChunk[]> {
  const list = join(folder, 'chunks.csv');
  const { size } = await stat(input);
  const converting = runTool(
    ffmpeg,
    [
      ['-nostdin', '-v', 'error', '-y', '-i', input],
      // `?`: a file without sound (a muted camera's MP4) is no error, only no chunks.
      ['-map', '0:a:0?', '-vn', '-ac', '1', '-ar', '16000'],
      ['-c:a', 'libmp3lame', '-b:a', '32k'],
      ['-f', 'segment', '-segment_time', String(chunkSeconds)],
      ['-segment_list', list, '-segment_list_type', 'csv'],
      ['-reset_timestamps', '1', join(folder, 'chunk-%05d.mp3')],
    ].flat(),
    { timeoutMs: convertTimeoutMs(size), signal },
  );
  const silent = await converting.then(
    () => false,
    (error: unknown) => {
      if (isWithoutAudio(error)) return true;
      throw error;
    },
  );
  return silent ? [] : parseSegmentList(await readFile(list, 'utf8'), folder);
}

/** ffmpeg's csv segment list: `file,start,end` a line (seconds). */
export function parseSegmentList(csv: string, folder: string): AudioChunk[] {
  return csv
    .split('\n')
    .map((line) => line.trim().split(','))
    .filter(([file, start, end]) => file && isFinite(start) && isFinite(end))
    .map(([file, start, end]) => ({
      path: join(folder, file),
      startMs: Math.round(Number(start) * 1000),
      endMs: Math.round(Number(end) * 1000),
    }));
}

const isFinite = (value: string | undefined) =>
  value !== undefined && value !== '' && Number.isFinite(Number(value));

const isWithoutAudio = (error: unknown) =>
  error instanceof ToolFailedError &&
  /does not contain any stream/.test(error.message);
