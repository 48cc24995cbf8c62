// Restarting an unchanged checkout, as a developer feels it: from `npm start` (tools/start.mjs)
// to the first 200 from GET /api/v1/health, RUNS times; prints each run and, last,
// `restart median X.XX s`. The first run may build (when the checkout changed since the last
// build); it is reported and left out of the median.
//
//   npx nx run-many -t build -p web api && node tools/bench/restart.mjs [runs]
//
// Each run starts `npm start` on a free port (PORT) with the checkout's DATA_DIR
// (./.data, as npm start uses), polls health every 25 ms (each poll bounded to 1 s), stops the
// server's process group with SIGTERM once it answered and waits for its port to close before
// the next run. A run that has not answered in 10 minutes fails the bench.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

const RUNS = Number(process.argv[2] ?? 5);
const START_TIMEOUT_MS = 10 * 60_000;
const root = join(import.meta.dirname, '../..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function serverGone(port) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const closed = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (closed) return;
    await sleep(50);
  }
  throw new Error(`the server on port ${port} did not stop in 30 s`);
}

/** Seconds from spawning `npm start` to the first 200 from health. */
async function oneRestart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npm does not pass SIGTERM on to the server it started.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const url = `http://127.0.0.1:${port}/api/v1/health`;
    while (!(await healthy(url))) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited (${child.exitCode}):\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error('no answer from health in 10 minutes');
      await sleep(25);
    }
    return {
      seconds: (performance.now() - started) / 1000,
      built: !output.includes('nothing changed since the last build'),
    };
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    // The server lets go of DATA_DIR when it has exited: wait until its port is closed.
    await serverGone(port);
  }
}

const times = [];
for (let run = 1; run <= RUNS; run += 1) {
  const { seconds, built } = await oneRestart();
  console.log(
    `run ${run}: ${seconds.toFixed(2)} s${built ? ' (built first: not counted)' : ''}`,
  );
  if (!built) times.push(seconds);
}
if (times.length === 0) {
  console.error('every run built: the checkout changes between runs?');
  process.exit(1);
}
times.sort((a, b) => a - b);
const median =
  times.length % 2
    ? times[(times.length - 1) / 2]
    : (times[times.length / 2 - 1] + times[times.length / 2]) / 2;
console.log(
  `restart median ${median.toFixed(2)} s (min ${times[0].toFixed(2)}, max ${times.at(-1).toFixed(2)}, ${times.length} runs)`,
);
