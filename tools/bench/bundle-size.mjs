// Initial JavaScript of the landing pages against the floor, with budgets (npm test runs it
// after the web build). A page's initial JS is what index.html loads (the entry chunk and its
// static imports, modulepreloaded) plus the chunks its route's lazy() loads first: read from
// Vite's manifest, gzipped at level 9 and summed (support/initial-js.mjs). The floor is the
// mandated libraries around an empty page, built and measured the same way (bundle-floor/).
// Usage: npx nx build web && node tools/bench/bundle-size.mjs [--breakdown]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { measureFloor } from './bundle-floor/build.mjs';
import {
  chunkClosure,
  hasManifest,
  kb,
  measure,
  readManifest,
} from './support/initial-js.mjs';

const dist = 'apps/web/dist';

// Libraries no landing page may load up front, whatever the budget leaves room for: the schema
// library (sign-in fetches it on first focus or submit), the toasts' library and error reporting
// and analytics (loaded after the first paint). The share page renders no form either.
const notOnLandingPages = [
  'zod',
  'sonner',
  'posthog-js',
  '@posthog/*',
  '@sentry/*',
  '@sentry-internal/*',
];

/**
 * The landing routes, each with the source modules its route's lazy() loads (none when the page
 * is bundled with the entry), and its budget as a multiple of the floor:
 * - the share page: the shell with its first render (1.10 × the floor at the first review) and the chunk
 *   a share link modulepreloads (what the page shows once the check answers: the access form,
 *   the player's frame, the error texts), 1.20 × the floor;
 * - sign-in renders a validated form: the form library (react-hook-form) and the auth API load
 *   with it, 1.35 × the floor;
 * and the npm packages it must not load (`forbidden`, checked from the chunks' source maps).
 */
const pages = [
  {
    name: 'share page (/share/r/:id)',
    // Its first render is in the shell; the rest of the page is the chunk a share link's
    // index.html modulepreloads (apps/web/vite.config.mts, landingPages).
    modules: [
      'libs/share/src/pages/share-access-page/share-access-page.tsx',
      'libs/share/src/components/share-access/share-access.tsx',
    ],
    budget: 1.2,
    forbidden: [...notOnLandingPages, 'react-hook-form'],
  },
  {
    name: 'sign-in (/login)',
    modules: ['libs/auth/src/pages/login-page/login-page.tsx'],
    budget: 1.35,
    forbidden: notOnLandingPages,
  },
];

if (!hasManifest(dist)) {
  console.error(
    `${dist}/.vite/manifest.json is missing: run npx nx build web first (build.manifest: true)`,
  );
  process.exit(1);
}
const manifest = readManifest(dist);
const keyOf = (module) =>
  Object.keys(manifest).find((key) => key.endsWith(module));
const floor = await measureFloor();

console.log(
  `floor (mandated libraries around an empty page): ${floor.files} file(s), ${kb(floor.raw)} minified, ${kb(floor.gzip)} gzipped\n`,
);
console.log(
  '| page | files | minified | gzipped | × floor | budget |\n|---|---|---|---|---|---|',
);
let failed = false;
const measured = pages.map((page) => {
  const files = chunkClosure(
    dist,
    manifest,
    page.modules.map(keyOf).filter(Boolean),
  );
  const size = measure(dist, files);
  const ratio = size.gzip / floor.gzip;
  const ok = ratio <= page.budget;
  failed ||= !ok;
  console.log(
    `| ${page.name} | ${size.files} | ${kb(size.raw)} | ${kb(size.gzip)} | ${ratio.toFixed(3)}× | ≤ ${page.budget.toFixed(2)}× ${ok ? 'ok' : 'OVER'} |`,
  );
  return { ...page, files };
});

// The budget alone would let a small forbidden library in (or a big one, once the rest shrank):
// name each one that the manual chunk lists in apps/web/vite.config.mts let into a landing page.
for (const page of measured) {
  const mapped = page.files.filter((file) =>
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

if (process.argv.includes('--breakdown')) {
  for (const page of measured) {
    console.log(
      `\n${page.name}, minified bytes by owner (from source maps):\n\n| owner | minified |\n|---|---|`,
    );
    const owners = {};
    for (const file of page.files) {
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
