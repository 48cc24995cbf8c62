// The consumer test: a fresh app outside the workspace installs the packed tarballs of
// contracts, api-client, ui-kit and auth (dist/packages/, made by `nx pack`), then
//   1. typechecks against their published declarations (tsc, skipLibCheck off),
//   2. renders auth's admin dashboard against the API mocked by @ruume/auth/testing (vitest),
//   3. builds for production (vite build).
// Run with `npx nx e2e lib-consumer-e2e` (packs the libs first). Third-party versions are the
// workspace's own, so the consumer runs on exactly what the libs were tested with.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const workspace = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
);
/** The version the workspace declares, or else the one it has installed (jsdom comes with Jest). */
const pinned = (name) => {
  const declared =
    workspace.dependencies[name] ?? workspace.devDependencies[name];
  if (declared) return declared;
  const installed = path.join(root, 'node_modules', name, 'package.json');
  if (existsSync(installed))
    return JSON.parse(readFileSync(installed, 'utf8')).version;
  throw new Error(
    `${name} is not in the workspace: pin its version in run.mjs`,
  );
};

const LIBS = ['contracts', 'api-client', 'ui-kit', 'auth'];
// What the libs' peers ask an app for, and what the app itself needs to test and build.
const APP_DEPENDENCIES = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-router-dom',
  'sonner',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  'date-fns',
];
const APP_DEV_DEPENDENCIES = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
  'msw',
  '@testing-library/react',
  '@testing-library/dom',
  'jsdom',
];
// Not used by the workspace (its tests run on Jest); the last line supporting Node 20.
const VITEST = '4.1.12';

function tarballOf(lib) {
  const dir = path.join(root, 'dist', 'packages', lib);
  const tarball =
    existsSync(dir) && readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!tarball)
    throw new Error(
      `no packed ${lib} in dist/packages/${lib}: run \`npx nx pack ${lib}\``,
    );
  return path.join(dir, tarball);
}

const app = mkdtempSync(path.join(tmpdir(), 'ruume-consumer-'));
const step = (title, command, args) => {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
};

try {
  cpSync(path.join(import.meta.dirname, 'app'), app, { recursive: true });
  const manifest = {
    name: 'ruume-libs-consumer',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries([
      ...LIBS.map((lib) => [`@ruume/${lib}`, `file:${tarballOf(lib)}`]),
      ...APP_DEPENDENCIES.map((name) => [name, pinned(name)]),
    ]),
    devDependencies: Object.fromEntries([
      ...APP_DEV_DEPENDENCIES.map((name) => [name, pinned(name)]),
      ['vitest', VITEST],
    ]),
  };
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify(manifest, null, 2)}\n`,
  );
  console.log(`consumer app in ${app}`);

  step('install the packed libs', 'npm', [
    'install',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--loglevel=error',
  ]);
  step('typecheck against the published declarations', 'npx', [
    'tsc',
    '-p',
    'tsconfig.json',
  ]);
  step('render a page against the mocked API', 'npx', ['vitest', 'run']);
  step('build for production', 'npx', ['vite', 'build']);

  const built = readdirSync(path.join(app, 'dist', 'assets'));
  if (!built.some((file) => file.startsWith('admin-dashboard-page'))) {
    throw new Error(
      `the admin dashboard is not a lazy chunk of its own: ${built.join(', ')}`,
    );
  }
  console.log(
    '\n✓ the packed libs install, typecheck, render and build in an app of their own',
  );
} finally {
  if (!process.env.KEEP_CONSUMER) rmSync(app, { recursive: true, force: true });
}
