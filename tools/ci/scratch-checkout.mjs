// A throwaway checkout of HEAD for CI proofs that commit, tag and ask Nx about the result
// without touching the real checkout: a shared clone (its own refs, borrowed objects) with the
// real node_modules linked in.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};

/** Runs a command, returning its stdout; throws with its output when it fails. */
export const run = (cwd, command, args) =>
  execFileSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });

export const git = (cwd, ...args) =>
  run(cwd, 'git', [
    '-c',
    'user.name=ruume-ci',
    '-c',
    'user.email=ci@ruume.invalid',
    ...args,
  ]);

/**
 * The checkout's node_modules, except that the workspace's own packages (@ruume/*) link to the
 * scratch checkout's libs and apps: through links to the real checkout, Nx would see them as
 * npm packages.
 */
function linkNodeModules(dir) {
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@ruume'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '@ruume')
      symlinkSync(
        path.join(root, 'node_modules', entry),
        path.join(modules, entry),
      );
  }
  for (const entry of readdirSync(path.join(root, 'node_modules', '@ruume'))) {
    const target = realpathSync(
      path.join(root, 'node_modules', '@ruume', entry),
    );
    symlinkSync(
      path.join(dir, path.relative(root, target)),
      path.join(modules, '@ruume', entry),
    );
  }
}

/** Runs `work(dir)` in a scratch checkout of HEAD, removed afterwards whatever happens. */
export async function inScratchCheckout(prefix, work) {
  const dir = mkdtempSync(path.join(tmpdir(), `ruume-${prefix}-`));
  try {
    git(root, 'clone', '--quiet', '--shared', root, dir);
    linkNodeModules(dir);
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
