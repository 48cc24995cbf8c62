// Bundles apps/api into ESM: main.js, and a chunk for each adapter the configuration may leave
// unused (Stripe, S3, an AI endpoint, Redis, SMTP), imported only when chosen, so a start
// never loads an SDK it does not use. npm packages stay external (installed at runtime), but
// for date-fns, whose root import loads every one of its ≈ 250 modules (≈ 0.1 s of each
// start) where the api uses six functions; workspace libs (@ruume/*) are bundled from source so
// the server needs no lib build.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const outdir = 'apps/api/dist';
const BUNDLED_PACKAGES = ['@ruume/', 'date-fns'];
/** `date-fns` and `date-fns/addMonths` are date-fns; `date-fns-tz` is not. */
const isPackage = (path, name) =>
  name.endsWith('/')
    ? path.startsWith(name)
    : path === name || path.startsWith(`${name}/`);
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['apps/api/src/main.ts'],
  outdir,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
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
          BUNDLED_PACKAGES.some((name) => isPackage(args.path, name))
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
