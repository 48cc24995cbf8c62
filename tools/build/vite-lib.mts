// One library build for every lib under libs/: ESM + type declarations, with every bare
// import left external (declared as a peer or dependency) so no copy of React, RTK or
// styled-components is bundled into a published lib. dist/ is the published package: it gets
// its own manifest (publish-manifest.mts) and no declaration maps (they point at src/).
import * as path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import dts from 'vite-plugin-dts';
import { publishManifestPlugin } from './publish-manifest.mts';

const isBareImport = (id: string) =>
  !id.startsWith('.') &&
  !path.isAbsolute(id) &&
  !id.startsWith('\0') &&
  !id.startsWith('virtual:');

export function libraryConfig(dir: string): UserConfig {
  const name = path.basename(dir);
  return defineConfig({
    root: dir,
    // Assets (a lib's images) ship as files beside the code, referenced relative to the module
    // (new URL(…, import.meta.url)), so an app's bundler finds them wherever dist lands.
    base: './',
    cacheDir: `../../node_modules/.vite/libs/${name}`,
    plugins: [
      react(),
      dts({
        entryRoot: 'src',
        tsconfigPath: path.join(dir, 'tsconfig.lib.json'),
        compilerOptions: { declarationMap: false },
      }),
      publishManifestPlugin(dir, path.join(dir, 'dist')),
    ],
    build: {
      outDir: './dist',
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: {
        entry: { index: 'src/index.ts', testing: 'src/testing.ts' },
        formats: ['es'],
      },
      rolldownOptions: { external: isBareImport },
    },
  });
}
