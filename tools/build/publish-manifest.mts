// The package a lib publishes is its dist/ folder. The workspace manifest (libs/<lib>/package.json)
// points its exports at ./src through the "@ruume/source" condition so the workspace runs on
// sources; none of that may reach npm. This turns the workspace manifest into the published one:
// paths relative to dist, no workspace-only conditions, fields or scripts.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Plugin } from 'vite';

type Manifest = Record<string, unknown>;
type ExportTarget = string | { [condition: string]: ExportTarget };

/** Conditions only the workspace understands. */
export const WORKSPACE_CONDITION = '@ruume/source';

/** Fields the published manifest keeps, in this order; everything else is workspace-only. */
const PUBLISHED_FIELDS = [
  'name',
  'version',
  'description',
  'keywords',
  'license',
  'author',
  'repository',
  'homepage',
  'bugs',
  'type',
  'sideEffects',
  'main',
  'module',
  'types',
  'exports',
  'dependencies',
  'peerDependencies',
  'peerDependenciesMeta',
  'optionalDependencies',
  'engines',
  'publishConfig',
];

/** Docs shipped next to the code when the lib has them. */
const SHIPPED_DOCS = ['README.md', 'CHANGELOG.md', 'LICENSE'];

const fromDist = (target: string) => target.replace(/^\.\/dist\//, './');

function publishedExports(target: ExportTarget): ExportTarget {
  if (typeof target === 'string') return fromDist(target);
  return Object.fromEntries(
    Object.entries(target)
      .filter(([condition]) => condition !== WORKSPACE_CONDITION)
      .map(([condition, value]) => [condition, publishedExports(value)]),
  );
}

export function publishedManifest(workspace: Manifest): Manifest {
  const manifest: Manifest = {};
  for (const field of PUBLISHED_FIELDS) {
    if (workspace[field] !== undefined) manifest[field] = workspace[field];
  }
  for (const field of ['main', 'module', 'types'] as const) {
    if (typeof manifest[field] === 'string')
      manifest[field] = fromDist(manifest[field] as string);
  }
  if (manifest.exports) {
    // "./package.json" stays exported; the rest loses its "./dist/" prefix and source condition.
    manifest.exports = publishedExports(manifest.exports as ExportTarget);
  }
  // Only the build's code, declarations and the images its code references (new URL(…,
  // import.meta.url)): typecheck may leave maps and build info in dist.
  manifest.files = [
    '**/*.js',
    '**/*.d.ts',
    '**/*.{svg,png,webp}',
    ...SHIPPED_DOCS,
  ];
  return manifest;
}

/** Vite plugin: after the lib build, write dist/package.json and copy the lib's docs into dist. */
export function publishManifestPlugin(libDir: string, outDir: string): Plugin {
  return {
    name: 'ruume:publish-manifest',
    apply: 'build',
    closeBundle() {
      const workspace = JSON.parse(
        readFileSync(path.join(libDir, 'package.json'), 'utf8'),
      ) as Manifest;
      writeFileSync(
        path.join(outDir, 'package.json'),
        `${JSON.stringify(publishedManifest(workspace), null, 2)}\n`,
      );
      for (const doc of SHIPPED_DOCS) {
        const source = path.join(libDir, doc);
        if (existsSync(source)) copyFileSync(source, path.join(outDir, doc));
      }
    },
  };
}
