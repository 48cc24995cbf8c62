// The audio pocketsphinx reads: 16 kHz mono 16-bit WAV, cut by ffmpeg from any recording, a
// few minutes at a time so an hour of meeting never lies on disk as one 115 MB file.
import { stat } from 'node:fs/promises';
import { probeSeconds as ffprobeSeconds } from '../../ffmpeg/video-tools';
import { runTool, ToolFailedError } from '../../ffmpeg/run-tool';

/** Bytes of 16 kHz mono 16-bit audio per second. */
const BYTES_PER_SECOND = 16_000 * 2;
/** ffmpeg's WAV header with -bitexact: the canonical 44 bytes pocketsphinx expects. */
const WAV_HEADER_BYTES = 44;
/** Cutting a few minutes takes a second or two; a slow disk or a busy machine gets slack. */
const CUT_TIMEOUT_MS = 120_000;

/** The audio's length in seconds, or null when the container does not say (or ffprobe fails). */
export const probeSeconds = (ffprobe: string, path: string) =>
  ffprobeSeconds(ffprobe, path).catch(() => null);

/**
 * Writes `seconds` of the first audio stream of `path` from `fromSeconds` on as a WAV at `out`,
 * and answers how many seconds it holds (less than asked at the end, 0 past it, 0 for a file
 * without sound: a camera's MP4 without a microphone is no error, only silence).
 */
export async function cutWav(
  ffmpeg: string,
  path: string,
  out: string,
  fromSeconds: number,
  seconds: number,
  signal?: AbortSignal,
): Promise<number> {
  const cut = runTool(
    ffmpeg,
    [
      '-nostdin',
      '-v',
      'error',
      '-y',
      '-ss',
      String(fromSeconds),
      '-t',
      String(seconds),
      '-i',
      path,
      '-map',
      '0:a:0?',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      // No metadata chunk: pocketsphinx reads the first 44 bytes as the header, the rest as sound.
      '-bitexact',
      '-f',
      'wav',
      out,
    ],
    { timeoutMs: CUT_TIMEOUT_MS, signal },
  );
  const silent = await cut.then(
    () => false,
    (error: unknown) => {
      if (isWithoutAudio(error)) return true;
      throw error;
    },
  );
  if (silent) return 0;
  const { size } = await stat(out);
  return Math.max(0, size - WAV_HEADER_BYTES) / BYTES_PER_SECOND;
}

const isWithoutAudio = (error: unknown) =>
  error instanceof ToolFailedError &&
  /does not contain any stream/.test(error.message);
