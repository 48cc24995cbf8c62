// How the bundle benchmarks count a page's JavaScript: what a browser loads until the network is
// idle (pageScripts), and which chunks it loads up front, read from Vite's manifest
// (build.manifest: true): the page's scripts and modulepreloads and, for a lazy route, the chunk
// of the route's module, each followed through its static imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(dist, name = 'manifest.json') {
  return JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8'));
}

/** The JS files a built page makes the browser load: its module scripts and modulepreloads. */
export function htmlScripts(dist, document = 'index.html') {
  const html = readFileSync(join(dist, document), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter(
      (tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag),
    )
    .map((tag) => /(?:src|href)="\/?([^"]+\.js)"/.exec(tag)?.[1])
    .filter(Boolean);
}

/**
 * The JS files a page loads: what index.html loads (scripts and modulepreloads) and, for each
 * of `modules` (a lazy route's source modules, as manifest keys), its chunk; then, transitively,
 * every static import of those chunks (as the browser follows them). A module missing from the
 * manifest was bundled into a chunk already counted (an eager route), so it adds nothing.
 */
export function chunkClosure(
  dist,
  manifest,
  modules = [],
  document = 'index.html',
) {
  const byFile = new Map(
    Object.values(manifest).map((chunk) => [chunk.file, chunk]),
  );
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(manifest[imported]);
  };
  for (const file of htmlScripts(dist, document))
    visit(byFile.get(file) ?? { file });
  for (const module of modules) visit(manifest[module]);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * What a visitor's browser loads: opens `url` in a new page of `browser` (playwright-core) until
 * the network is idle, and sums every script it fetched, gzipped at level 9. `files` are their
 * paths without the leading slash (assets/…), as the build names them.
 */
export async function pageScripts(browser, url) {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      responses.push(response);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    let raw = 0;
    let gzip = 0;
    const files = [];
    for (const response of responses) {
      const bytes = await response.body();
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
      files.push(new URL(response.url()).pathname.slice(1));
    }
    return { files, raw, gzip };
  } finally {
    await page.close();
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
