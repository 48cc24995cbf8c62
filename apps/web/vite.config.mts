import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { routePatterns } from '../../libs/contracts/src/paths/app-paths';

// What every page loads before it renders and lazy pages share: the mandated libraries and the
// shell's own ui-kit primitives and path table. One chunk instead of the many small common
// chunks the bundler would cut (fewer requests, better gzip); tools/bench/bundle-size.mjs
// fails when something that is not needed on the landing pages creeps in.
const shellModules = [
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|react-redux|use-sync-external-store|@reduxjs\/toolkit|redux|redux-thunk|reselect|immer|@standard-schema\/utils|styled-components|stylis|ky)\//,
  /\/libs\/ui-kit\/src\/(theme|text|visually-hidden|spinner|stack|heading|logo|logo-button|public-page-layout)\//,
  /\/libs\/contracts\/src\/(constants|session-messages|paths\/app-paths)\.ts$/,
  // The shell's own code: one gzip stream with the libraries compresses better than two.
  /\/apps\/web\/src\/(main|app\/(routes|app-root|store|lazy-page))\.tsx?$/,
  /\/libs\/api-client\/src\/(http|query|session|store|analytics)\//,
  /\/libs\/contracts\/src\/(user\/current-user-check|tiers\/plan-tier-names|errors\/auth-failure|paths\/(auth-api-paths|api-paths))\.ts$/,
  /\/libs\/auth\/src\/(state\/(check-session|use-auth)|guards\/guest-route|landing-pages)\.tsx?$/,
  /\/libs\/ui-kit\/src\/loading-overlay\//,
  /\/libs\/api-client\/src\/endpoints\//,
  /\/libs\/contracts\/src\/endpoints\/endpoint\.ts$/,
];
// The controls every page with something to press or fill in renders (sign-in, registration, the
// share page's form, …), but no landing page's first paint: its own chunk, loaded beside the page.
// With them, the alert and the API's error texts and helpers: the share page uses them too, and
// in sign-in's chunk they brought react-hook-form along to every share link.
const controlModules = [
  /\/libs\/ui-kit\/src\/(icon|button|field|text-field|alert)\//,
  /\/libs\/ui-kit\/src\/utils\/merge-refs\.ts$/,
  /\/libs\/api-client\/src\/errors\//,
  /\/libs\/contracts\/src\/(messages|errors\/(server-error-body|api-error-codes))\.ts$/,
];
// What sign-in renders beside the shell (registration shares most of it): one chunk, so that
// the page is a handful of requests and its loader's preload list in the first chunk is short.
const signInModules = [
  /\/node_modules\/react-hook-form\//,
  /\/libs\/auth\/src\/(components\/(auth-layout\/auth-layout|sign-in-form\/sign-in-form|form\/lazy-resolver|resend-verification\/resend-verification|password-field\/password-field|social-sign-in\/social-sign-in)(\.styles)?\.tsx?|api\/auth-api\.ts|state\/auth-thunks\.ts|routing\/next-path\.ts)$/,
  // useFormSubmit, that sign-in and registration submit through.
  /\/libs\/api-client\/src\/forms\//,
  /\/libs\/ui-kit\/src\/(text-link|icon-button|form)\//,
];

/**
 * A page the web build starts from (docs/glossary.md, "entry"): its document, its script, and
 * the routes the api serves it on, each with the source module of the lazy chunk it renders
 * first (null when the entry renders it itself), which that route's page modulepreloads.
 */
interface Entry {
  name: string;
  document: string;
  script: string;
  routes: Record<string, string | null>;
}

const loginPage = 'libs/auth/src/pages/login-page/login-page.tsx';
/** The app: every path that no landing entry serves. Its home is sign-in for a guest. */
const appEntry: Entry = {
  name: 'app',
  document: 'index.html',
  script: '/src/main.tsx',
  routes: { [routePatterns.home]: loginPage },
};
/**
 * The landing entries, where people arrive from outside, lighter than the app: each built on its
 * own after it, so that its libraries are tree-shaken for it alone (the declarative router
 * without the data router's loaders and blockers, no other page). docs/decisions.md, "What the
 * landing pages load".
 */
const landingEntries: Entry[] = [
  {
    name: 'share',
    document: 'share.html',
    script: '/src/share/main.tsx',
    routes: {
      [routePatterns.share.access]:
        'libs/share/src/components/share-access/share-access.tsx',
      [routePatterns.share.download]: null,
    },
  },
  {
    name: 'sign-in',
    document: 'sign-in.html',
    script: '/src/sign-in/main.tsx',
    routes: {
      [routePatterns.login]: null,
      [routePatterns.register]:
        'libs/auth/src/pages/register-page/register-page.tsx',
    },
  },
];

/**
 * Writes .vite/{name}-pages.json: the entry's document and, for each of its routes, the JS files
 * of the chunk that route renders first and their static imports. The api serves the document on
 * those routes with the files as modulepreload links, so the page downloads beside the entry
 * script instead of after it.
 */
function entryPages(entry: Entry): Plugin {
  return {
    name: 'ruume-entry-pages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output) => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const filesOf = (module: string | null) => {
        const page = chunks.find(
          (chunk) => module && chunk.facadeModuleId?.endsWith(module),
        );
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        if (page) visit(page.fileName);
        return [...files];
      };
      const routes = Object.fromEntries(
        Object.entries(entry.routes).map(([route, module]) => [
          route,
          filesOf(module),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: `.vite/${entry.name}-pages.json`,
        source: JSON.stringify({ document: entry.document, routes }, null, 2),
      });
    },
  };
}

// Dev: the SPA on :3000 with hot reload, the API (tsx watch) behind it on API_DEV_PORT.
const apiDevPort = process.env.API_DEV_PORT ?? '3001';

/** What both entries' builds share: where the libs resolve, the plugins, the output. */
const shared = (pages: Plugin) =>
  ({
    root: import.meta.dirname,
    cacheDir: '../../node_modules/.vite/apps/web',
    // Workspace libs resolve to their sources (package.json "@ruume/source" export condition).
    resolve: {
      conditions: [
        '@ruume/source',
        'module',
        'browser',
        'development|production',
      ],
    },
    // Brotli and gzip twins of every hashed text asset, built once: the api serves them as they
    // are (the pages are compressed by the api, after the runtime config goes in).
    plugins: [
      react(),
      pages,
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        exclude: [/\.map$/, /\.html$/, /\.json$/],
      }),
    ],
    build: {
      outDir: './dist',
      // tools/bench/bundle-size.mjs reads which chunks each landing route loads from the manifest.
      manifest: true,
      sourcemap: true,
      reportCompressedSize: false,
      // Browsers that run this app support modulepreload: no polyfill in the first chunk.
      modulePreload: { polyfill: false },
    },
  }) satisfies UserConfig;

/**
 * index.html with a landing entry's script instead of the app's, written as its document: one
 * page to keep, several entries.
 */
function entryDocument(entry: Entry): Plugin {
  return {
    name: 'ruume-entry-document',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(appEntry.script, entry.script),
    },
    // After Vite's own HTML plugin has emitted the page, before anything is written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page)
          throw new Error(`the ${entry.name} build wrote no index.html`);
        page.fileName = entry.document;
      },
    },
  };
}

/** Builds the landing entries once the app is built, each on its own, into the same dist. */
function landingEntriesBuild(): Plugin {
  let mode = 'production';
  return {
    name: 'ruume-landing-entries',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async closeBundle() {
      for (const entry of landingEntries) {
        const base = shared(entryPages(entry));
        await build({
          ...base,
          plugins: [...base.plugins, entryDocument(entry)],
          configFile: false,
          mode,
          logLevel: 'warn',
          build: {
            ...base.build,
            emptyOutDir: false,
            manifest: `.vite/${entry.name}-manifest.json`,
            rolldownOptions: {
              input: 'index.html',
              output: { entryFileNames: `assets/${entry.name}-[hash].js` },
            },
          },
        });
      }
    },
  };
}

export default defineConfig(() => {
  const base = shared(entryPages(appEntry));
  return {
    ...base,
    server: {
      port: Number(process.env.PORT ?? 3000),
      host: 'localhost',
      strictPort: true,
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiDevPort}`, ws: true },
      },
    },
    preview: { port: 4300, host: 'localhost' },
    plugins: [...base.plugins, landingEntriesBuild()],
    build: {
      ...base.build,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                priority: 2,
                test: (id: string) =>
                  shellModules.some((pattern) => pattern.test(id)),
              },
              {
                name: 'controls',
                priority: 1,
                includeDependenciesRecursively: false,
                test: (id: string) =>
                  controlModules.some((pattern) => pattern.test(id)),
              },
              {
                name: 'sign-in',
                priority: 0,
                includeDependenciesRecursively: false,
                test: (id: string) =>
                  signInModules.some((pattern) => pattern.test(id)),
              },
            ],
          },
        },
      },
    },
  };
});
