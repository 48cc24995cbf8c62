import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import {
  PRODUCT_NAME,
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PLACEHOLDER,
  type RuntimeConfig,
} from '@ruume/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type SendIndex = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply>;

/**
 * What a link previewer (chat apps, social sites) shows for a page: Open Graph and Twitter-card
 * tags in the page's <head>. Values are plain text; they are escaped when written.
 */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical address. */
  url?: string;
  /** Absolute URL of a large image (a recording's poster). */
  imageUrl?: string;
  imageAlt?: string;
}

/** The preview of one page path, or null when the page has none of its own. */
export type LinkPreviewOf = (path: string) => Promise<LinkPreview | null>;

/** Every page without a preview of its own (and unknown share links) previews as ruume. */
export const GENERIC_PREVIEW: LinkPreview = {
  title: PRODUCT_NAME,
  description: `${PRODUCT_NAME} — online meeting rooms for hosts, creators and their audience.`,
};

/**
 * What the web build writes for each of its entries (.vite/{entry}-pages.json, vite.config.mts):
 * the entry's document and the routes it is served on, each with the JS files of the chunk that
 * route renders first. The app (index.html) serves every path no landing entry serves.
 */
interface EntryPages {
  document: string;
  routes: Record<string, string[]>;
}

/** The document and modulepreloads of one page path. */
interface PageDocument {
  document: string;
  preloads: string[];
}

const APP_DOCUMENT = 'index.html';

async function readEntryPages(distDir: string): Promise<EntryPages[]> {
  const dir = join(distDir, '.vite');
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((file) =>
    file.endsWith('-pages.json'),
  );
  const entries = await Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await readFile(join(dir, file), 'utf8')) as EntryPages,
    ),
  );
  // An entry whose document is missing (a partial build) leaves its paths to the app.
  return entries.filter((entry) => existsSync(join(distDir, entry.document)));
}

/** The document of each page path, from the entries' route patterns (react-router syntax). */
export function pageDocuments(
  entries: EntryPages[],
): (path: string) => PageDocument {
  const routes = entries.flatMap((entry) =>
    Object.entries(entry.routes).map(([pattern, preloads]) => ({
      test: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`),
      page: { document: entry.document, preloads },
    })),
  );
  const app = { document: APP_DOCUMENT, preloads: [] };
  return (path) => routes.find((route) => route.test.test(path))?.page ?? app;
}

const NOT_BUILT =
  'ruume: the web app is not built yet.\n\n' +
  'Run `npm start` to build it and serve the whole product here,\n' +
  'or `npm run dev` to work on it with live reload.\n';

/**
 * Serves the built single-page app from WEB_DIST_DIR when it holds an index.html.
 * Returns the index.html sender for the history fallback, or undefined when there is no build.
 */
/** Vite's folder of content-hashed files in the build. */
const ASSETS = 'assets';

export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  options: { linkPreviewOf?: LinkPreviewOf } = {},
): Promise<SendIndex | undefined> {
  const distDir = config.webDistDir;
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (no ${indexPath}): serving the API only`);
    app.get('/', (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT),
    );
    return undefined;
  }

  app.log.info(`serving the web app from ${distDir}`);
  const entries = await readEntryPages(distDir);
  // Vite puts content-hashed files under assets/: they never change under the same name, and
  // are the build's ≈ 300 files but for a handful. One wildcard route serves them (a route per
  // file took ≈ 0.3 s of every start to glob and register); it holds only /assets/, so no api
  // path reaches it.
  await app.register(fastifyStatic, {
    root: join(distDir, ASSETS),
    prefix: `/${ASSETS}/`,
    index: false,
    // The build writes .br and .gz twins (vite.config.mts); send the one the client takes.
    preCompressed: true,
    cacheControl: false,
    setHeaders(response) {
      response.setHeader(
        'cache-control',
        'public, max-age=31536000, immutable',
      );
    },
  });
  // The files beside index.html (the favicon): one route each, found at start, revalidated.
  // The documents are served below with the runtime config in them; the .br and .gz twins are
  // sent in place of their file (preCompressed); the build's manifests are not the public's.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: [
      APP_DOCUMENT,
      ...entries.map((entry) => entry.document),
      `${ASSETS}/**`,
      '.vite/**',
      '**/*.br',
      '**/*.gz',
    ],
    cacheControl: false,
    // The first registration decorated the reply with sendFile already.
    decorateReply: false,
    setHeaders(response) {
      response.setHeader('cache-control', 'no-cache');
    },
  });

  const pageOf = pageDocuments(entries);
  const pages = new Map<PageDocument, CompressedPage>();
  const htmlOf = async ({ document, preloads }: PageDocument) =>
    injectModulePreloads(
      injectRuntimeConfig(
        await readFile(join(distDir, document), 'utf8'),
        toRuntimeConfig(config),
      ),
      preloads,
    );
  // Read once per page: the build never changes while the server runs.
  const builtHtml = new Map<PageDocument, Promise<string>>();
  const htmlFor = (page: PageDocument) => {
    let html = builtHtml.get(page);
    if (!html) {
      html = htmlOf(page);
      html.catch(() => builtHtml.delete(page));
      builtHtml.set(page, html);
    }
    return html;
  };
  const previewOf = async (request: FastifyRequest, path: string) => {
    if (!options.linkPreviewOf) return null;
    try {
      return await options.linkPreviewOf(path);
    } catch (err) {
      // A page without its own preview still beats no page.
      request.log.warn({ err }, 'link preview failed');
      return null;
    }
  };

  const sendIndex: SendIndex = async (request, reply) => {
    const path = request.url.split('?')[0];
    const document = pageOf(path);
    const preview = await previewOf(request, path);
    let page: CompressedPage | undefined;
    if (preview) {
      // Made per request (its data may change), with quicker compression than the shared pages.
      page = compressPage(
        withLinkPreview(await htmlFor(document), preview, {
          title: true,
        }),
        'quick',
      );
    } else {
      page = pages.get(document);
      if (!page) {
        page = compressPage(
          withLinkPreview(await htmlFor(document), GENERIC_PREVIEW),
          'best',
        );
        pages.set(document, page);
      }
    }
    reply
      .header('cache-control', 'no-cache')
      .header('etag', page.etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) {
      return reply.code(304).send();
    }
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', [
      'br',
      'gzip',
    ]) as 'br' | 'gzip' | undefined;
    if (!encoding) return reply.send(page.identity);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  return sendIndex;
}

interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The page in both encodings. 'best' for pages compressed once and kept; 'quick' for pages made
 * per request (a share link's preview).
 */
function compressPage(
  html: string,
  effort: 'best' | 'quick' = 'best',
): CompressedPage {
  const identity = Buffer.from(html);
  const best = effort === 'best';
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 },
    }),
    gzip: gzipSync(identity, { level: best ? 9 : 6 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Any GET or HEAD outside /api gets the app, which routes itself, whatever the client says it
 * accepts (curl and link previewers send `*\/*`). Unknown API paths and missing build files
 * (under /assets/, or a name with an extension such as /favicon.png) keep their 404.
 */
export function isAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/assets/') &&
    !/\.[A-Za-z0-9]{1,8}$/.test(path)
  );
}

export function toRuntimeConfig(config: Config): RuntimeConfig {
  return {
    // Error reporting is on in production only: the browser reports when it gets a DSN.
    sentryDsn:
      config.nodeEnv === 'production' ? (config.sentryDsn ?? null) : null,
    sentryEnvironment: config.sentryEnvironment ?? null,
    analyticsKey: config.posthogKey ?? null,
    analyticsHost: config.posthogHost ?? null,
    publicUrl: config.publicUrl,
    paymentsTestMode: config.paymentsProvider === 'sandbox',
  };
}

/** The body of the inline script that hands the runtime config to the app. */
export function runtimeConfigScript(runtimeConfig: RuntimeConfig): string {
  // Escape <, > and & so no value can close the script element or open a comment.
  const json = JSON.stringify(runtimeConfig).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  // zod reads __zod_globalConfig when it loads: in the browser it must not compile parsers
  // with `new Function`, since even its guarded probe trips the CSP and sends a report.
  return `window.__zod_globalConfig={jitless:true};window.${RUNTIME_CONFIG_GLOBAL}=${json}`;
}

export function injectRuntimeConfig(
  html: string,
  runtimeConfig: RuntimeConfig,
): string {
  const script = `<script>${runtimeConfigScript(runtimeConfig)}</script>`;
  // A function replacement, so `$&` and friends in values stay literal.
  return html.replace(RUNTIME_CONFIG_PLACEHOLDER, () => script);
}

/** Adds a modulepreload link for each of `files` (paths under the dist folder) that the page does not load yet. */
export function injectModulePreloads(html: string, files: string[]): string {
  const links = files
    .filter(
      (file) => /^[\w./-]+\.js$/.test(file) && !html.includes(`"/${file}"`),
    )
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}

/**
 * The page with the preview's Open Graph and Twitter-card tags after its <title> (else at the
 * end of its <head>), every value escaped; with `title`, the page's <title> names it too.
 */
export function withLinkPreview(
  html: string,
  preview: LinkPreview,
  options: { title?: boolean } = {},
): string {
  const meta = (attribute: 'property' | 'name', key: string, value?: string) =>
    value === undefined
      ? ''
      : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:type', preview.url ? 'video.other' : 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('property', 'og:image', preview.imageUrl),
    meta('property', 'og:image:alt', preview.imageUrl && preview.imageAlt),
    meta(
      'name',
      'twitter:card',
      preview.imageUrl ? 'summary_large_image' : 'summary',
    ),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', preview.imageUrl),
  ].join('');
  const title = options.title
    ? `<title>${escapeHtml(`${preview.title} · ${PRODUCT_NAME}`)}</title>`
    : undefined;
  // Beside the title (after the charset), before what is appended to the head later.
  const TITLE = /<title>[^<]*<\/title>/;
  return TITLE.test(html)
    ? html.replace(TITLE, (found) => `${title ?? found}${tags}`)
    : html.replace('</head>', () => `${title ?? ''}${tags}</head>`);
}
