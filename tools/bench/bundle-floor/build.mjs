// The floor for the landing pages' JavaScript: the mandated libraries around an empty page that
// calls check-monetized (main.jsx), each used the least it can be, bundled and minified by
// esbuild for production, gzipped at level 9: the strict floor the product's review set
// (126,010 B there, 2026-12). The app's own bundler (vite) makes the same page ≈ 6 % smaller;
// docs/benchmarks.md gives both.
// Usage: node tools/bench/bundle-floor/build.mjs
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kb } from '../support/initial-js.mjs';

/** Builds the floor page and returns its JS: { files, raw, gzip } in bytes. */
export async function measureFloor() {
  const result = await build({
    entryPoints: [join(import.meta.dirname, 'main.jsx')],
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const bytes = result.outputFiles[0].contents;
  return {
    files: 1,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const floor = await measureFloor();
  console.log(
    `floor: ${floor.files} file(s), ${kb(floor.raw)} minified, ${floor.gzip} B gzipped`,
  );
}
