// Bundles apps/api into one ESM file. npm packages stay external (installed at runtime);
// workspace libs (@ruume/*) are bundled from source so the server needs no lib build.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const outdir = 'apps/api/dist';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['apps/api/src/main.ts'],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['@ruume/source'],
  // The workspace libs say sideEffects: false for the web bundles; here it let esbuild drop the
  // initialisation of modules that contracts' lazily imported schemas share (a server bundle
  // gains nothing from it).
  ignoreAnnotations: true,
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@ruume/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp('apps/api/src/db/migrations', `${outdir}/migrations`, {
  recursive: true,
});
// The stock templates' media, seeded at start (apps/api/src/seed/stock-templates.ts).
await cp('apps/api/assets/templates', `${outdir}/assets/templates`, {
  recursive: true,
});
console.log(`api built to ${outdir}`);
