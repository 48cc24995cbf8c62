// Initial JavaScript of the landing pages (sign-in and the share page share the first bundle):
// what index.html loads before the app can render, gzipped, and what it is made of.
// Usage: npx nx build web && node tools/bench/bundle-size.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

const dist = 'apps/web/dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Bytes of a chunk attributed to each npm package or workspace lib, from its source map. */
function breakdown(file) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const sizes = {};
  let prev = null;
  map.eachMapping((m) => {
    if (prev) {
      const length =
        prev.line === m.generatedLine ? m.generatedColumn - prev.col : lines[prev.line - 1].length - prev.col;
      const owner = (prev.source ?? '?')
        .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
        .replace(/.*\/libs\/([^/]+)\/.*/, '@ruume/$1')
        .replace(/.*\/apps\/web\/.*/, 'apps/web');
      sizes[owner] = (sizes[owner] ?? 0) + length;
    }
    prev = { line: m.generatedLine, col: m.generatedColumn, source: m.source };
  });
  return sizes;
}

let raw = 0;
let gzip = 0;
const owners = {};
for (const asset of initial) {
  const file = join(dist, asset);
  const bytes = readFileSync(file);
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
  for (const [owner, size] of Object.entries(breakdown(file))) owners[owner] = (owners[owner] ?? 0) + size;
}
const lazy = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`));

console.log(`initial JS: ${initial.length} file(s), ${kb(raw)} minified, ${kb(gzip)} gzipped; ${lazy.length} lazy chunks`);
console.log('\n| owner | minified |\n|---|---|');
for (const [owner, size] of Object.entries(owners).sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`| ${owner} | ${kb(size)} |`);
}
