import { spawn } from 'node:child_process';

export class ToolFailedError extends Error {
  constructor(
    readonly tool: string,
    reason: string,
  ) {
    super(`${tool} failed: ${reason}`);
    this.name = 'ToolFailedError';
  }
}

/**
 * Runs a command-line tool without a shell and resolves with its standard output (kept up to
 * `maxOutputBytes`); rejects when it cannot start, exits non-zero or outlives `timeoutMs`
 * (it is killed then). An aborted `signal` kills it too and rejects with the signal's reason,
 * so a job given up (the api stopping) does not wait for a long conversion to end.
 */
export function runTool(
  command: string,
  args: readonly string[],
  {
    timeoutMs,
    maxOutputBytes = 1024 * 1024,
    signal,
  }: { timeoutMs: number; maxOutputBytes?: number; signal?: AbortSignal },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let errTail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (outBytes < maxOutputBytes) out.push(chunk);
      outBytes += chunk.length;
    });
    // ffmpeg writes its progress to stderr: only the end says why it failed.
    child.stderr.on('data', (chunk: Buffer) => {
      errTail = (errTail + chunk.toString('utf8')).slice(-2000);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new ToolFailedError(command, `no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      if (signal?.aborted) reject(signal.reason);
      else reject(new ToolFailedError(command, error.message));
    });
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else if (signal?.aborted) reject(signal.reason);
      else
        reject(
          new ToolFailedError(
            command,
            `exit ${code ?? killedBy}: ${errTail.trim().split('\n').slice(-3).join(' / ')}`,
          ),
        );
    });
  });
}
