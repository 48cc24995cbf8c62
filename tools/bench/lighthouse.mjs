// Lighthouse (mobile: its default emulation and simulated throttling) on the landing pages of
// the production build, served as `npm start` serves it (apps/api/dist/main.js on PGlite, on
// loopback only), with Debian's Chromium. Prints the performance score and FCP, LCP and TBT
// per page (≥ 95 on /login and /share/r/x). A benchmark: not part of npm test.
//
//   npx nx run-many -t build -p web,api && node tools/bench/lighthouse.mjs [runs]
//
// LIGHTHOUSE_VERBOSE=1 lists the audits under 0.9; LIGHTHOUSE_REPORTS=dir keeps the JSON reports.
// `runs` (default 1) runs each page that many times and reports the median score. Bounded:
// each Lighthouse run has LIGHTHOUSE_TIMEOUT_MS (120 s), the whole script five minutes per run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const API = 'apps/api/dist/main.js';
const PAGES = ['/login', '/share/r/x'];
const RUNS = Number(process.argv[2] ?? 1);
const RUN_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_TIMEOUT_MS ?? 120_000);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

for (const [file, hint] of [
  [API, 'npx nx build api'],
  ['apps/web/dist/index.html', 'npx nx build web'],
  [CHROMIUM, 'apt-get install -y chromium'],
]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: ${hint}`);
    process.exit(1);
  }
}
const watchdog = setTimeout(() => {
  console.error('lighthouse bench: out of time');
  process.exit(1);
}, 300_000 * RUNS);
watchdog.unref();

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const origin = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(join(tmpdir(), 'ruume-lighthouse-'));
const api = spawn(process.execPath, ['--enable-source-maps', API], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let chrome;
try {
  await new Promise((resolve, reject) => {
    let out = '';
    api.stdout.on('data', (chunk) => {
      out += chunk;
      if (/ruume is running/.test(out)) resolve();
    });
    api.once('exit', (code) =>
      reject(new Error(`the api exited (${code}):\n${out}`)),
    );
  });
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const ms = (audit) => `${Math.round(audit.numericValue)} ms`;
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${RUNS} run(s) per page, median score\n`,
  );
  console.log(
    '| page | performance | FCP | LCP | TBT | Speed Index |\n|---|---|---|---|---|---|',
  );
  for (const page of PAGES) {
    const results = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await Promise.race([
        lighthouse(`${origin}${page}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        }),
        new Promise((_, reject) =>
          setTimeout(
            () =>
              reject(
                new Error(`${page}: Lighthouse took over ${RUN_TIMEOUT_MS} ms`),
              ),
            RUN_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError)
        throw new Error(
          `${page}: ${runtimeError.code} ${runtimeError.message}`,
        );
      results.push({
        score: Math.round(categories.performance.score * 100),
        audits,
      });
      // LIGHTHOUSE_REPORTS=dir keeps each run's full report (JSON) for a closer look.
      if (process.env.LIGHTHOUSE_REPORTS) {
        await writeFile(
          join(
            process.env.LIGHTHOUSE_REPORTS,
            `${page.replace(/\W+/g, '_')}-${run}.json`,
          ),
          result.report,
        );
      }
    }
    results.sort((a, b) => a.score - b.score);
    const { score, audits } = results[Math.floor(results.length / 2)];
    console.log(
      `| ${page} | ${score}${RUNS > 1 ? ` (${results.map((r) => r.score).join(', ')})` : ''} | ${ms(audits['first-contentful-paint'])} | ${ms(audits['largest-contentful-paint'])} | ${ms(audits['total-blocking-time'])} | ${ms(audits['speed-index'])} |`,
    );
    if (process.env.LIGHTHOUSE_VERBOSE) {
      for (const audit of Object.values(audits)) {
        if (
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative'
        ) {
          console.log(
            `   ${audit.id}: ${audit.displayValue ?? ''} (${audit.score})`,
          );
        }
      }
    }
  }
} finally {
  chrome?.kill();
  api.kill();
  await new Promise((resolve) =>
    api.exitCode !== null ? resolve() : api.once('exit', resolve),
  );
  await rm(dataDir, { recursive: true, force: true });
}
