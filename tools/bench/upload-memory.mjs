// A 1 GiB recording upload through POST /api/v1/meeting-recording, streamed from this process
// to the production api on loopback, while the api's memory is sampled: the upload must not be
// held in memory. Prints the api's resident memory before and during the upload, its
// peak, and the throughput; the last line is `upload 1 GB peak rss X MB`.
//
//   npx nx build api && node tools/bench/upload-memory.mjs
//
// The video: a 2-second MP4 made by ffmpeg with its movie header first (fast start), then a
// top-level `free` box of filler up to 1 GiB. The content check sees an MP4; ffprobe and ffmpeg
// read it (duration and poster) and skip the box; fast start has nothing to move, so the api
// receives, checks, writes to DATA_DIR/tmp, probes and stores 1 GiB. The account: the first
// admin, on the business tier by a direct update of a scratch PostgreSQL database
// (BENCH_DATABASE_URL, default the local server) before it signs in. Needs ffmpeg on PATH.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { API_BUNDLE, signIn, startApi } from './support/api-process.mjs';

const TOTAL_BYTES = 1024 ** 3;
const CHUNK = Buffer.alloc(1024 * 1024, 0);
const SAMPLE_MS = 50;

if (!existsSync(API_BUNDLE)) {
  console.error(`${API_BUNDLE} is missing: run npx nx build api first`);
  process.exit(1);
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field) =>
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function fastStartMp4(dir) {
  const out = join(dir, 'head.mp4');
  await promisify(execFile)('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=640x360:rate=25',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    out,
  ]);
  return readFile(out);
}

/** Streams the multipart body (name, then the file) with backpressure; resolves with the answer. */
function upload(base, cookie, head) {
  const boundary = `----bench${Date.now()}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nbench 1 GiB\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\n` +
      `Content-Type: video/mp4\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fillerBytes = TOTAL_BYTES - head.length;
  const freeHeader = Buffer.alloc(16);
  // A 64-bit box size (size field 1), so the filler may pass 4 GiB as well.
  freeHeader.writeUInt32BE(1, 0);
  freeHeader.write('free', 4, 'latin1');
  freeHeader.writeBigUInt64BE(BigInt(fillerBytes), 8);
  const length = preamble.length + TOTAL_BYTES + closing.length;
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/v1/meeting-recording`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
          cookie,
          'x-xsrf-token': 'bench',
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, sentAt }));
      },
    );
    let sentAt = 0;
    req.on('error', reject);
    const write = (chunk) =>
      req.write(chunk)
        ? Promise.resolve()
        : new Promise((ok) => req.once('drain', ok));
    (async () => {
      await write(preamble);
      await write(head);
      await write(freeHeader);
      let left = fillerBytes - freeHeader.length;
      while (left > 0) {
        const n = Math.min(left, CHUNK.length);
        await write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n));
        left -= n;
      }
      await write(closing);
      sentAt = performance.now();
      req.end();
    })().catch(reject);
  });
}

const dir = await mkdtemp(join(tmpdir(), 'ruume-upload-bench-'));
const api = await startApi({ driver: 'postgres' });
try {
  const head = await fastStartMp4(dir);
  const db = new pg.Client({ connectionString: api.databaseUrl });
  await db.connect();
  await db.query(
    `update users set plan_tier = 'business' where email = 'admin@ruume.local'`,
  );
  await db.end();
  const cookie = await signIn(api.base, api.output);

  const idle = await memoryOf(api.pid);
  console.log(
    `api idle: rss ${idle.rss.toFixed(0)} MB, peak so far ${idle.hwm.toFixed(0)} MB`,
  );
  let peakRss = idle.rss;
  const sampler = setInterval(() => {
    memoryOf(api.pid).then(
      (m) => (peakRss = Math.max(peakRss, m.rss)),
      () => undefined,
    );
  }, SAMPLE_MS);
  const started = performance.now();
  const answer = await upload(api.base, cookie, head);
  const done = performance.now();
  clearInterval(sampler);
  const after = await memoryOf(api.pid);
  if (answer.status !== 201)
    throw new Error(`upload answered ${answer.status}: ${answer.body}`);
  const recording = JSON.parse(answer.body);
  if (recording.sizeBytes !== TOTAL_BYTES)
    throw new Error(`stored ${recording.sizeBytes} bytes`);
  const sendSeconds = (answer.sentAt - started) / 1000;
  console.log(
    `stored ${recording.sizeBytes} bytes, duration ${recording.durationSeconds} s, poster ${recording.posterUrl ? 'yes' : 'no'}`,
  );
  console.log(
    `sent in ${sendSeconds.toFixed(1)} s (${(TOTAL_BYTES / 1024 ** 2 / sendSeconds).toFixed(0)} MiB/s); answered after ${((done - started) / 1000).toFixed(1)} s (${(TOTAL_BYTES / 1024 ** 2 / ((done - started) / 1000)).toFixed(0)} MiB/s end to end)`,
  );
  console.log(
    `api rss: idle ${idle.rss.toFixed(0)} MB, during the upload at most ${peakRss.toFixed(0)} MB (+${(peakRss - idle.rss).toFixed(0)} MB), after ${after.rss.toFixed(0)} MB; VmHWM before ${idle.hwm.toFixed(0)} MB, after ${after.hwm.toFixed(0)} MB`,
  );
  console.log(
    `upload 1 GB peak rss ${Math.max(peakRss, after.hwm).toFixed(0)} MB`,
  );
} finally {
  await api.close();
  await rm(dir, { recursive: true, force: true });
}
