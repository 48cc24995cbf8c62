// How the bundle benchmarks count a page's initial JavaScript, the same way for the app and for
// the floor: the scripts and modulepreloads of index.html and, for a lazy route, the chunk of the
// route's module, each followed through its static imports in Vite's manifest (build.manifest:
// true). Each file is gzipped at level 9 and the sizes summed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The JS files index.html makes the browser load: its module scripts and modulepreloads. */
export function htmlScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
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
export function chunkClosure(dist, manifest, modules = []) {
  const byFile = new Map(
    Object.values(manifest).map((chunk) => [chunk.file, chunk]),
  );
  const files = new Set();
  const visit = (chunk) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(manifest[imported]);
  };
  for (const file of htmlScripts(dist)) visit(byFile.get(file) ?? { file });
  for (const module of modules) visit(manifest[module]);
  return [...files].filter((file) => file.endsWith('.js'));
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

export const hasManifest = (dist) =>
  existsSync(join(dist, '.vite/manifest.json'));
