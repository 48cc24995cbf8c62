// What the web and api builds read, as one hash: npm start serves the last build while it is
// unchanged. The sources and build configs of apps/web, apps/api and libs (tracked, modified or
// new), the root build configs and the installed dependency versions. Not read by a build, so
// left out: docs and notes, tests, stories, lint and test configs, anything outside these
// paths, and how package-lock.json lists packages this machine did not install.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders and files the builds read (tools/build/build-api.mjs, the vite configs, nx.json). */
const BUILD_PATHS = [
  'apps/web',
  'apps/api',
  'libs',
  'tools/build',
  'package.json',
  'tsconfig.base.json',
  'nx.json',
];

/** Within BUILD_PATHS, what no build reads (nx.json's "production" input says the same). */
const NOT_READ = [
  '*.md',
  '*.test.ts',
  '*.test.tsx',
  '*.spec.ts',
  '*.spec.tsx',
  '*.stories.ts',
  '*.stories.tsx',
  '**/jest.config.cjs',
  '**/tsconfig.spec.json',
  '**/eslint.config.mjs',
  '**/src/test-support/**',
  'apps/api/test/**',
];

const PATHSPECS = [
  ...BUILD_PATHS,
  ...NOT_READ.map((pattern) => `:(glob,exclude)${globOf(pattern)}`),
];

/** A hash of what the builds read; undefined outside a git checkout. */
export function buildFingerprint(root, env = process.env) {
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  let tracked;
  let changed;
  try {
    // Committed (or staged) contents by blob id: no file is read.
    tracked = git('ls-files', '--stage', '-z', '--', ...PATHSPECS);
    // Edited, deleted and new files, read by content (a touch or a checkout is no change).
    changed = git(
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--',
      ...PATHSPECS,
    );
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  hash.update(tracked);
  for (const entry of changed.split('\0').filter(Boolean)) {
    hash.update(entry);
    const file = join(root, entry.slice(3));
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  hash.update(installedDependencies(root));
  hash.update(`NODE_ENV=${env.NODE_ENV ?? ''}`);
  return hash.digest('hex');
}

/**
 * Every installed package and its version, from npm's record of node_modules (rewritten by each
 * install, listing only what it installed); package-lock.json where there is none.
 */
function installedDependencies(root) {
  const installed = join(root, 'node_modules/.package-lock.json');
  const lockfile = existsSync(installed)
    ? installed
    : join(root, 'package-lock.json');
  const { packages = {} } = JSON.parse(readFileSync(lockfile, 'utf8'));
  return Object.entries(packages)
    .map(([path, { version, resolved }]) => `${path}@${version ?? resolved}`)
    .sort()
    .join('\n');
}

/** A pathspec glob that matches at any depth ('*.md' → '**\/*.md'). */
function globOf(pattern) {
  return pattern.includes('/') ? pattern : `**/${pattern}`;
}
