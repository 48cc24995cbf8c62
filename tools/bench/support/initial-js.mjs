// How the bundle benchmarks count a page's initial JavaScript, the same way for the app and for
// the floor: from Vite's manifest (build.manifest: true), the chunks index.html's entry loads
// (itself and its static imports, which Vite modulepreloads) plus, for a lazy route, the chunk of
// the route's module and its static imports. Each file is gzipped at level 9 and the sizes summed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/**
 * The JS files loaded for `keys` (manifest keys: 'index.html', a route's source module): each
 * key's chunk and, transitively, its static imports. A key missing from the manifest was bundled
 * into a chunk already counted (an eager route), so it adds nothing.
 */
export function chunkClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** Minified and gzipped (level 9) bytes of these files, relative to dist. */
export function measure(dist, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export const hasManifest = (dist) => existsSync(join(dist, '.vite/manifest.json'));
