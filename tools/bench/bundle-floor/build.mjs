// The floor for the landing pages' JavaScript: the mandated libraries around an empty page that
// calls check-monetized (main.jsx), built with the app's own bundler (the workspace's vite and
// @vitejs/plugin-react, minified, for production) into a temporary folder and measured as
// tools/bench/bundle-size.mjs measures the app (support/initial-js.mjs).
// Usage: node tools/bench/bundle-floor/build.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import {
  chunkClosure,
  kb,
  measure,
  readManifest,
} from '../support/initial-js.mjs';

/** Builds the floor page and returns its initial JS: { files, raw, gzip } in bytes. */
export async function measureFloor() {
  const outDir = mkdtempSync(join(tmpdir(), 'ruume-bundle-floor-'));
  try {
    await build({
      configFile: false,
      root: import.meta.dirname,
      mode: 'production',
      logLevel: 'warn',
      cacheDir: join(outDir, '.vite-cache'),
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        minify: true,
        sourcemap: false,
        reportCompressedSize: false,
      },
    });
    return measure(outDir, chunkClosure(outDir, readManifest(outDir)));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const floor = await measureFloor();
  console.log(
    `floor: ${floor.files} file(s), ${kb(floor.raw)} minified, ${kb(floor.gzip)} gzipped`,
  );
}
