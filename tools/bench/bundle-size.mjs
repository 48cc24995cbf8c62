// The landing pages' JavaScript against the floor, with budgets (npm test runs it after the
// builds). Counted as a visitor's browser counts it: the production build served by the built
// api (PGlite, loopback), each page opened in Debian's Chromium until the network is idle, and
// every script it loaded gzipped at level 9 and summed (support/initial-js.mjs, pageScripts).
// The floor is the mandated libraries around an empty page (bundle-floor/). Apart from the
// budget, the chunks a page loads up front (its document's scripts and modulepreloads and its
// route's first chunk, from Vite's manifest) must not hold a library named below.
// Usage: npx nx run-many -t build -p web,api && node tools/bench/bundle-size.mjs [--breakdown]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { measureFloor } from './bundle-floor/build.mjs';
import { API_BUNDLE, signIn, startApi } from './support/api-process.mjs';
import { upgradeTo } from './support/rooms.mjs';
import {
  chunkClosure,
  kb,
  pageScripts,
  readManifest,
} from './support/initial-js.mjs';

const dist = 'apps/web/dist';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Libraries no landing page may load up front, whatever the budget leaves room for: the schema
// library (sign-in fetches it on first focus or submit), the toasts' library and error reporting
// and analytics (loaded after the first paint, the last two only where configured). The share
// pages render no validated form either.
const notOnLandingPages = [
  'zod',
  'sonner',
  'posthog-js',
  '@posthog/*',
  '@sentry/*',
  '@sentry-internal/*',
];

/**
 * The landing pages, each with its landing entry's document (share.html, sign-in.html), the
 * source modules its route loads first, its budget as a multiple of the floor, and the npm
 * packages it must not load up front (`forbidden`, checked from the chunks' source maps). A
 * share link is counted twice: an unknown one (the access page's chunk loads while the check
 * runs) and a free recording's (straight on to its download page and player).
 */
const pages = [
  {
    name: 'share link, unknown (/share/r/x)',
    path: () => '/share/r/x',
    document: 'share.html',
    manifest: 'share-manifest.json',
    modules: ['libs/share/src/components/share-access/share-access.tsx'],
    budget: 1.15,
    forbidden: [...notOnLandingPages, 'react-hook-form'],
  },
  {
    name: 'share link of a free recording',
    path: (seed) => `/share/r/${seed.freeShareId}`,
    document: 'share.html',
    manifest: 'share-manifest.json',
    modules: [
      'libs/share/src/pages/share-download-page/share-download-page.tsx',
    ],
    budget: 1.15,
    forbidden: [...notOnLandingPages, 'react-hook-form'],
  },
  {
    name: 'sign-in (/login)',
    path: () => '/login',
    document: 'sign-in.html',
    manifest: 'sign-in-manifest.json',
    modules: ['libs/auth/src/pages/login-page/login-page.tsx'],
    budget: 1.3,
    forbidden: notOnLandingPages,
  },
];

for (const [file, hint] of [
  [join(dist, '.vite/manifest.json'), 'npx nx build web'],
  [join(dist, '.vite/share-manifest.json'), 'npx nx build web'],
  [join(dist, '.vite/sign-in-manifest.json'), 'npx nx build web'],
  [API_BUNDLE, 'npx nx build api'],
  [CHROMIUM, 'apt-get install -y chromium'],
]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: ${hint}`);
    process.exit(1);
  }
}
const watchdog = setTimeout(() => {
  console.error('bundle-size: out of time');
  process.exit(1);
}, 240_000);
watchdog.unref();

const floor = await measureFloor();
const api = await startApi({ driver: 'pglite' });
let browser;
const counted = [];
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox'],
  });
  const seed = { freeShareId: await uploadFreeRecording(browser, api) };
  for (const page of pages) {
    counted.push(await pageScripts(browser, `${api.base}${page.path(seed)}`));
  }
} finally {
  await browser?.close();
  await api.close();
}

console.log(
  `floor (mandated libraries around an empty page, esbuild): ${kb(floor.raw)} minified, ${floor.gzip} B gzipped\n`,
);
console.log(
  '| page | scripts | minified | gzipped | × floor | budget |\n|---|---|---|---|---|---|',
);
let failed = false;
const measured = pages.map((page, i) => {
  const size = counted[i];
  const ratio = size.gzip / floor.gzip;
  const ok = ratio <= page.budget;
  failed ||= !ok;
  console.log(
    `| ${page.name} | ${size.files.length} | ${kb(size.raw)} | ${size.gzip} B | ${ratio.toFixed(3)}× | ≤ ${page.budget.toFixed(2)}× ${ok ? 'ok' : 'OVER'} |`,
  );
  const manifest = readManifest(dist, page.manifest);
  const keyOf = (module) =>
    Object.keys(manifest).find((key) => key.endsWith(module));
  const upFront = chunkClosure(
    dist,
    manifest,
    page.modules.map(keyOf).filter(Boolean),
    page.document,
  );
  return { ...page, upFront, loaded: size.files };
});

// The budget alone would let a small forbidden library in (or a big one, once the rest shrank):
// name each one that the chunk groups in apps/web/vite.config.mts let into a landing page.
for (const page of measured) {
  const mapped = page.upFront.filter((file) =>
    existsSync(join(dist, `${file}.map`)),
  );
  if (mapped.length === 0) {
    failed = true;
    console.error(
      `${page.name}: no source maps to check its libraries with (build.sourcemap in apps/web/vite.config.mts)`,
    );
  }
  // Files without a map (rolldown's runtime helper) hold no package's modules.
  for (const file of mapped) {
    for (const pkg of packagesIn(join(dist, file))) {
      if (!page.forbidden.some((pattern) => matches(pkg, pattern))) continue;
      failed = true;
      console.error(
        `${page.name} loads ${pkg} up front (in ${file}): it must not; check the chunk groups in apps/web/vite.config.mts and how ${pkg} is imported`,
      );
    }
  }
}

/**
 * A free recording (a 1 s clip from ffmpeg) of the first admin, who buys the student plan
 * through the sandbox checkout first, as a person does (storing recordings is a paid feature):
 * its share id.
 */
async function uploadFreeRecording(browser, { base, output }) {
  const cookie = await signIn(base, output);
  await upgradeTo(browser, base, cookie, 'student');

  const clip = execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', 'testsrc=size=160x120:rate=5', '-t', '1'],
    ...['-c:v', 'libvpx', '-f', 'webm', 'pipe:1'],
  ]);
  const form = new FormData();
  form.append('name', 'bundle bench');
  form.append('monetizationSetting', '{}');
  form.append('file', new Blob([clip], { type: 'video/webm' }), 'clip.webm');
  const headers = { cookie, 'x-xsrf-token': 'bench' };
  const uploaded = await fetch(`${base}/api/v1/meeting-recording`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (uploaded.status !== 201)
    throw new Error(
      `upload answered ${uploaded.status}: ${await uploaded.text()}`,
    );
  const list = await fetch(`${base}/api/v1/meeting-recording/list`, {
    headers,
  });
  const [recording] = await list.json();
  return recording.shareId;
}

if (process.argv.includes('--breakdown')) {
  for (const page of measured) {
    console.log(
      `\n${page.name}, minified bytes by owner (from source maps):\n\n| owner | minified |\n|---|---|`,
    );
    const owners = {};
    for (const file of page.loaded.filter((f) =>
      existsSync(join(dist, `${f}.map`)),
    )) {
      for (const [owner, size] of Object.entries(breakdown(join(dist, file))))
        owners[owner] = (owners[owner] ?? 0) + size;
    }
    for (const [owner, size] of Object.entries(owners)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)) {
      console.log(`| ${owner} | ${kb(size)} |`);
    }
  }
  const lazy = readdirSync(join(dist, 'assets')).filter((f) =>
    f.endsWith('.js'),
  );
  console.log(`\n${lazy.length} JS files in the build`);
}

if (failed) {
  console.error(
    '\na landing page loads more than it renders: over budget, or a library named above (see docs/decisions.md, "What the landing pages load")',
  );
  process.exit(1);
}

/** The npm packages whose modules a chunk holds, from the sources of its source map. */
function packagesIn(file) {
  const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const packages = new Set();
  for (const source of sources) {
    const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    if (name) packages.add(name);
  }
  return packages;
}

/** `pattern` is a package name or a scope with `/*` (`@sentry/*`). */
function matches(pkg, pattern) {
  return pattern.endsWith('/*')
    ? pkg.startsWith(pattern.slice(0, -1))
    : pkg === pattern;
}

/** Bytes of a chunk attributed to each npm package or workspace lib, from its source map. */
function breakdown(file) {
  if (!existsSync(`${file}.map`))
    return { '(no source map)': readFileSync(file).length };
  const lines = readFileSync(file, 'utf8').split('\n');
  const map = new SourceMapConsumer(
    JSON.parse(readFileSync(`${file}.map`, 'utf8')),
  );
  const sizes = {};
  let prev = null;
  map.eachMapping((m) => {
    if (prev) {
      const length =
        prev.line === m.generatedLine
          ? m.generatedColumn - prev.col
          : lines[prev.line - 1].length - prev.col;
      const owner = (prev.source ?? '?')
        .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
        .replace(/.*\/libs\/([^/]+)\/.*/, '@ruume/$1')
        .replace(/.*\/src\/.*/, 'apps/web');
      sizes[owner] = (sizes[owner] ?? 0) + length;
    }
    prev = { line: m.generatedLine, col: m.generatedColumn, source: m.source };
  });
  return sizes;
}
