// Packs built libs the way npm would publish them and checks every tarball:
//   node tools/packaging/pack-libs.mjs [lib ...]     (default: every lib under libs/)
// Each lib must be built first (`npx nx build <lib>`, or `npx nx pack <lib>` which does both).
// Tarballs land in dist/packages/<lib>/ for the consumer test (apps/lib-consumer-e2e).
//
// A tarball fails when it holds anything workspace-only: sources, tests, stories, maps, build
// info, the "@ruume/source" condition, a path into src/ or out of the package, the checkout's
// absolute path; when an export points at a file it does not contain; or when its code imports
// a package its manifest does not declare (dependencies or peerDependencies), or declares a
// package nothing imports (a peer every consumer would have to install for nothing) other than
// the React platform peers.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const WORKSPACE_CONDITION = '@ruume/source';
// The platform every React lib runs in, provided once by the app: always peers, even where a lib
// does not import one yet, so a shell installs one set for all libs.
const PLATFORM_PEERS = new Set([
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-router-dom',
]);
const FORBIDDEN_FILES = [
  [/(^|\/)src\//, 'sources'],
  [/\.map$/, 'a source or declaration map'],
  [/\.tsbuildinfo$/, 'TypeScript build info'],
  [/\.(test|spec|stories)\.[cm]?[jt]sx?$/, 'a test or story'],
  [
    /(^|\/)(tsconfig[^/]*|jest\.config[^/]*|vite\.config[^/]*|eslint\.config[^/]*)$/,
    'workspace config',
  ],
];

const libs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(path.join(root, 'libs')).filter((lib) =>
      existsSync(path.join(root, 'libs', lib, 'package.json')),
    );

const workspaceVersions = new Map(
  readdirSync(path.join(root, 'libs'))
    .filter((lib) => existsSync(path.join(root, 'libs', lib, 'package.json')))
    .map((lib) =>
      JSON.parse(
        readFileSync(path.join(root, 'libs', lib, 'package.json'), 'utf8'),
      ),
    )
    .map((manifest) => [manifest.name, manifest.version]),
);

const packageOf = (specifier) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : specifier.split('/')[0];

const isBuiltin = (specifier) =>
  specifier.startsWith('node:') ||
  builtinModules.includes(packageOf(specifier));

/** Every module specifier a .js or .d.ts file imports or re-exports. */
function importsOf(code) {
  const specifiers = new Set();
  const patterns = [
    /\b(?:import|export)\s*(?:type\s*)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
  ];
  for (const pattern of patterns)
    for (const match of code.matchAll(pattern)) specifiers.add(match[1]);
  return [...specifiers];
}

/** The file a relative import lands on inside the package, or null. */
function resolveRelative(packageDir, fromFile, specifier) {
  const base = path.resolve(
    path.dirname(path.join(packageDir, fromFile)),
    specifier,
  );
  const candidates = fromFile.endsWith('.d.ts')
    ? [
        base,
        `${base}.d.ts`,
        base.replace(/\.js$/, '.d.ts'),
        path.join(base, 'index.d.ts'),
      ]
    : [base, `${base}.js`, path.join(base, 'index.js')];
  return (
    candidates.find(
      (candidate) =>
        existsSync(candidate) &&
        candidate.startsWith(`${packageDir}${path.sep}`),
    ) ?? null
  );
}

function exportTargets(target) {
  if (typeof target === 'string') return [target];
  return Object.values(target ?? {}).flatMap(exportTargets);
}

function checkTarball(lib, tarball, files) {
  const problems = [];
  const packageDir = mkdtempSync(path.join(tmpdir(), `ruume-pack-${lib}-`));
  try {
    execFileSync('tar', [
      '-xzf',
      tarball,
      '-C',
      packageDir,
      '--strip-components=1',
    ]);
    const manifestText = readFileSync(
      path.join(packageDir, 'package.json'),
      'utf8',
    );
    const manifest = JSON.parse(manifestText);
    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);

    for (const file of files) {
      for (const [pattern, what] of FORBIDDEN_FILES) {
        if (pattern.test(file)) problems.push(`${file} is ${what}`);
      }
    }
    if (manifest.private) problems.push('package.json is private');
    if (manifest.scripts) problems.push('package.json keeps workspace scripts');
    if (manifest.nx) problems.push('package.json keeps the nx project config');
    if (manifestText.includes(WORKSPACE_CONDITION))
      problems.push(
        `package.json keeps the "${WORKSPACE_CONDITION}" condition`,
      );
    if (manifest.version !== workspaceVersions.get(manifest.name)) {
      problems.push(
        `package.json version ${manifest.version} is not the workspace's ${workspaceVersions.get(manifest.name)}`,
      );
    }
    const targets = [
      manifest.main,
      manifest.module,
      manifest.types,
      ...exportTargets(manifest.exports),
    ].filter(Boolean);
    for (const target of new Set(targets)) {
      if (!existsSync(path.join(packageDir, target)))
        problems.push(
          `package.json points at ${target}, which is not in the tarball`,
        );
    }
    for (const [name, range] of Object.entries({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
    })) {
      const version = workspaceVersions.get(name);
      if (version && range.replace(/^[\^~]/, '') !== version) {
        problems.push(
          `${name}@${range} does not match the workspace's ${name}@${version}`,
        );
      }
    }

    const undeclared = new Map();
    const imported = new Set();
    for (const file of files.filter((name) => /\.(js|d\.ts)$/.test(name))) {
      const code = readFileSync(path.join(packageDir, file), 'utf8');
      if (code.includes(root))
        problems.push(`${file} contains the checkout's path ${root}`);
      if (code.includes(WORKSPACE_CONDITION))
        problems.push(`${file} mentions "${WORKSPACE_CONDITION}"`);
      for (const specifier of importsOf(code)) {
        if (specifier.startsWith('.')) {
          if (!resolveRelative(packageDir, file, specifier))
            problems.push(
              `${file} imports ${specifier}, which is not in the package`,
            );
        } else if (specifier.startsWith('/')) {
          problems.push(`${file} imports the absolute path ${specifier}`);
        } else if (!isBuiltin(specifier)) {
          const name = packageOf(specifier);
          imported.add(name);
          if (!declared.has(name))
            undeclared.set(name, [...(undeclared.get(name) ?? []), file]);
        }
      }
    }
    for (const name of declared) {
      if (
        name !== manifest.name &&
        !imported.has(name) &&
        !PLATFORM_PEERS.has(name)
      )
        problems.push(
          `${name} is declared in package.json but nothing imports it`,
        );
    }
    for (const [name, importers] of undeclared) {
      problems.push(
        `${name} is imported by ${importers[0]}${importers.length > 1 ? ` and ${importers.length - 1} more file(s)` : ''} but package.json does not declare it`,
      );
    }
  } finally {
    rmSync(packageDir, { recursive: true, force: true });
  }
  return problems;
}

let failed = false;
for (const lib of libs) {
  const dist = path.join(root, 'libs', lib, 'dist');
  if (!existsSync(path.join(dist, 'package.json'))) {
    console.error(
      `✗ ${lib}: no built package at libs/${lib}/dist — run \`npx nx build ${lib}\` first`,
    );
    failed = true;
    continue;
  }
  const destination = path.join(root, 'dist', 'packages', lib);
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync(
      'npm',
      ['pack', dist, '--json', '--pack-destination', destination],
      { encoding: 'utf8' },
    ),
  );
  const tarball = path.join(destination, packed.filename);
  const problems = checkTarball(
    lib,
    tarball,
    packed.files.map((file) => file.path),
  );
  if (problems.length) {
    failed = true;
    console.error(
      `✗ ${packed.id}: ${problems.length} problem(s)\n${problems.map((p) => `    ${p}`).join('\n')}`,
    );
  } else {
    console.log(
      `✓ ${packed.id}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} kB → ${path.relative(root, tarball)}`,
    );
  }
}
process.exit(failed ? 1 : 0);
