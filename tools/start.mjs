// npm start: build the web app and the api (Nx caches unchanged builds), then serve the
// production build on the embedded defaults at http://localhost:3000.
//
// Nx takes ~10 s to decide that nothing needs building; when nothing the builds read has
// changed since the last successful build (tools/build/build-fingerprint.mjs: sources, build
// configs, installed dependency versions; not docs, notes, tests or the lockfile's wording),
// start skips straight to serving.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildFingerprint } from './build/build-fingerprint.mjs';
import { run, serve, toolEnv } from './run.mjs';

const root = join(import.meta.dirname, '..');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/main.js'].map(
  (file) => join(root, file),
);
const stampFile = join(root, 'node_modules/.cache/ruume/start-fingerprint');

const fingerprint = buildFingerprint(root);
const upToDate =
  fingerprint !== undefined &&
  outputs.every((file) => existsSync(file)) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === fingerprint;

if (upToDate) {
  console.log('ruume: nothing changed since the last build; serving it');
} else {
  await run('npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '--projects=web,api',
    // Both bundle the workspace libs from their sources (the "@ruume/source" condition), so
    // the libs' own builds (their published dist) are not needed to serve: about half of a
    // fresh clone's build time.
    '--excludeTaskDependencies',
    '--output-style=static',
  ]);
  if (fingerprint !== undefined) {
    mkdirSync(dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, fingerprint);
  }
}
serve('node', ['--enable-source-maps', 'apps/api/dist/main.js'], {
  env: { ...toolEnv, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
