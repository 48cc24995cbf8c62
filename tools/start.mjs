// npm start: build the web app and the api (Nx caches unchanged builds), then serve the
// production build on the embedded defaults at http://localhost:3000.
//
// Nx takes ~10 s to decide that nothing needs building; a checkout whose files have not
// changed since the last successful build (same commit, same uncommitted changes, same
// lockfile) skips straight to serving.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { run, serve, toolEnv } from './run.mjs';

const root = join(import.meta.dirname, '..');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/main.js'].map(
  (file) => join(root, file),
);
const stampFile = join(root, 'node_modules/.cache/ruume/start-fingerprint');

const fingerprint = checkoutFingerprint();
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

/** The commit, plus every uncommitted or untracked file's size and mtime; undefined without git. */
function checkoutFingerprint() {
  try {
    const git = (...args) =>
      execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    const hash = createHash('sha256');
    hash.update(git('rev-parse', 'HEAD'));
    const changed = git(
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
    )
      .split('\0')
      .filter(Boolean);
    for (const entry of changed) {
      const file = join(root, entry.slice(3));
      hash.update(entry);
      if (existsSync(file)) {
        const { size, mtimeMs } = statSync(file);
        hash.update(`${size}:${mtimeMs}`);
      }
    }
    hash.update(readFileSync(join(root, 'package-lock.json')));
    hash.update(process.env.NODE_ENV ?? '');
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}
