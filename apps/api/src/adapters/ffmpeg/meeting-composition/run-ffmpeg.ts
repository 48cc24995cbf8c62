// One long ffmpeg run with its progress (-progress pipe:1) and an abort. run-tool.ts serves
// the short calls; this one streams, can be killed on request, and watches for a stall.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ToolFailedError } from '../run-tool';

export interface FfmpegRun {
  /** The expected output length: progress is out_time against it. */
  durationMs: number;
  signal?: AbortSignal;
  /** Whole percents, increasing, 100 last. */
  onProgress?: (percent: number) => void;
  /** Killed when ffmpeg reports no progress for this long. */
  stallMs?: number;
}

const DEFAULT_STALL_MS = 10 * 60_000;

/** out_time_us (µs written so far) → percent of `durationMs`, 0–99 until ffmpeg says "end". */
export function progressPercent(
  line: string,
  durationMs: number,
): number | null {
  const match = /^out_time_us=(\d+)$/.exec(line.trim());
  if (!match || durationMs <= 0) return null;
  return Math.min(99, Math.floor((Number(match[1]) / 1000 / durationMs) * 100));
}

/** Runs ffmpeg with `args` (it adds -progress pipe:1); rejects on failure, stall or abort. */
export function runFfmpeg(
  command: string,
  args: readonly string[],
  run: FfmpegRun,
): Promise<void> {
  const { signal, onProgress, durationMs } = run;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(command, ['-progress', 'pipe:1', '-nostats', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let failure: unknown = null;
    let errTail = '';
    let reported = -1;
    const stop = (reason: unknown) => {
      failure ??= reason;
      child.kill('SIGKILL');
    };
    let stall: NodeJS.Timeout | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(
        () => stop(new ToolFailedError(command, 'no progress, killed')),
        run.stallMs ?? DEFAULT_STALL_MS,
      );
    };
    const onAbort = () => stop(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    watch();

    createInterface({ input: child.stdout }).on('line', (line) => {
      const percent = progressPercent(line, durationMs);
      if (percent === null) return;
      watch();
      if (percent > reported) {
        reported = percent;
        onProgress?.(percent);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errTail = (errTail + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', (error) =>
      stop(new ToolFailedError(command, error.message)),
    );
    child.on('close', (code, killedBy) => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
      if (failure !== null) return reject(failure);
      if (code !== 0) {
        const why = errTail.trim().split('\n').slice(-3).join(' / ');
        return reject(
          new ToolFailedError(command, `exit ${code ?? killedBy}: ${why}`),
        );
      }
      if (reported < 100) onProgress?.(100);
      resolve();
    });
  });
}
