import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { REPO_ROOT } from './support/paths';
import { copyPgliteTemplate, makeTempDir } from './support/pglite-template';

/** Runs the server entry the way `nx serve api` does, with only the given environment. */
function startMain(
  env: Record<string, string>,
): ChildProcess & { output: { stdout: string; stderr: string } } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@ruume/source', 'apps/api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  return Object.assign(child, { output });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves when the child has printed `line` or has exited, whichever comes first: the events
 * that end its start, however long a busy machine takes to get there (the test's own timeout
 * bounds it).
 */
function startedOrExited(
  child: ReturnType<typeof startMain>,
  line: string,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (child.output.stdout.includes(line) || child.exitCode !== null)
        resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', () => resolve());
    check();
  });
}

describe('server entry (src/main.ts)', () => {
  it('stops with exit code 1 and one line naming a bad variable', async () => {
    const child = startMain({ PORT: 'abc' });
    expect(await exitOf(child)).toBe(1);
    expect(child.output.stderr).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")\n',
    );
    expect(child.output.stdout).toBe('');
  });

  it('starts, says where it runs, serves, and shuts down cleanly on Ctrl-C, even when it arrives twice', async () => {
    const dataDir = await makeTempDir();
    await copyPgliteTemplate(dataDir);
    const port = await freePort();
    const child = startMain({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: `${dataDir}/no-web-build`,
    });
    const exited = exitOf(child);
    try {
      const line = `ruume is running at http://localhost:${port}`;
      await startedOrExited(child, line);
      // A plain line of its own, whatever the log format around it.
      expect(child.output.stdout.split('\n')).toContain(line);

      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(await response.json()).toEqual({
        status: 'ok',
        database: 'up',
        driver: 'pglite',
      });

      // As under `npm start`: one from the terminal, one forwarded by the script.
      child.kill('SIGINT');
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(child.output.stderr).toBe('');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
