import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { runtimeConfigSchema } from '@ruume/contracts';
import { makeTempDir } from '../support/pglite-template';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeWebDist } from '../support/web-dist';
import { loadConfig } from '../../src/config';
import { contentSecurityPolicy } from '../../src/plugins/security-headers';

const INDEX_HTML = `<!doctype html>
<html><head><title>ruume</title><!--ruume-runtime-config--></head>
<body><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script></body></html>`;

const SHARE_HTML = INDEX_HTML.replace('index-a1b2c3', 'share-d4e5f6');
const SIGN_IN_HTML = INDEX_HTML.replace('index-a1b2c3', 'sign-in-g7h8i9');

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function runtimeConfigOf(page: string): unknown {
  const match = page.match(
    /<script>window\.__zod_globalConfig=\{jitless:true\};window\.__RUUME_CONFIG__=(.*?)<\/script>/,
  );
  if (!match) throw new Error('runtime config script not found');
  return JSON.parse(match[1]);
}

describe('serving the built web app', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await writeWebDist(INDEX_HTML, {
      'assets/index-a1b2c3.js': 'console.log("ruume")',
      // The build's precompressed twins (vite.config.mts).
      'assets/index-a1b2c3.js.br': brotliCompressSync('console.log("ruume")'),
      'assets/index-a1b2c3.js.gz': gzipSync('console.log("ruume")'),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.vite/manifest.json': '{"index.html":{"file":"assets/index-a1b2c3.js"}}',
    });
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        WEB_DIST_DIR: distDir,
        PUBLIC_URL: 'https://ruume.example.com',
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        // Hostile values must not break out of the script element.
        POSTHOG_KEY: '</script><script>alert(1)</script><!--',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers a deep link with index.html carrying the runtime config', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/share/r/abc',
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<!--ruume-runtime-config-->');

    const config = runtimeConfigOf(response.body);
    expect(runtimeConfigSchema.parse(config)).toEqual({
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
      sentryEnvironment: null,
      analyticsKey: '</script><script>alert(1)</script><!--',
      analyticsHost: null,
      publicUrl: 'https://ruume.example.com',
      // The tests run on the sandbox payments provider: the app shows its test-mode badge.
      paymentsTestMode: true,
    });
    // The only </script> sequences are the page's own.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
    expect(response.body).not.toContain('alert(1)</script>');
  });

  it('serves the same page at / and /index.html', async () => {
    const deepLink = await t.app.inject({
      method: 'GET',
      url: '/share/r/abc/download?token=x',
      headers: html,
    });
    for (const url of ['/', '/index.html']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: html,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(deepLink.body);
    }
  });

  it('serves hashed assets with a long immutable cache and other files with revalidation', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("ruume")');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(asset.headers['set-cookie']).toBeUndefined();

    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API paths JSON even for a browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: html,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Route GET /api/v1/nope not found',
    });
  });

  it('answers 404 for missing files that are not page navigations', async () => {
    const missingAsset = await t.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().error).toBe('NOT_FOUND');

    const post = await t.app.inject({
      method: 'POST',
      url: '/share/r/abc',
      headers: html,
    });
    expect(post.statusCode).toBe(404);
  });

  it('keeps the build’s manifests and files outside it to itself', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/assets/%2e%2e/.vite/manifest.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*' },
      });
      expect({ url, status: response.statusCode }).toEqual({
        url,
        status: 404,
      });
      expect(response.body).not.toContain('"file"');
    }
  });

  it.each([
    ['curl', { accept: '*/*' }],
    ['a link previewer', { accept: 'application/json' }],
    ['a client that sends no Accept', {}],
  ])('answers the app to %s at any page path', async (_client, headers) => {
    for (const url of ['/login', '/share/r/abc', '/settings/profile']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('compresses the page with brotli or gzip and revalidates it by ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/share/r/abc',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends the precompressed twin of an asset the client can decode', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(
      'console.log("ruume")',
    );
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("ruume")');
  });

  it('protects the page: CSP allowing only its own scripts, no framing, nosniff, referrer policy, HSTS', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/settings' });
    const csp = page.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    // The runtime-config script is allowed by its hash, and no inline script otherwise.
    const inline = page.body.match(/<script>(.*?)<\/script>/)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    // Sentry's replay worker is created from a blob.
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    // The live room's socket is named too: older browsers do not count wss: under 'self'.
    expect(directives['connect-src']).toEqual([
      "'self'",
      'wss://ruume.example.com',
      'https://o1.ingest.sentry.io',
    ]);
    // Our own pages (the share page's download frame) and YouTube's privacy-enhanced player
    // (room backgrounds); nothing else frames.
    expect(directives['frame-src']).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
    ]);
    expect(directives['report-uri']).toEqual([
      'https://o1.ingest.sentry.io/api/2/security/?sentry_key=key',
    ]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
    expect(page.headers['strict-transport-security']).toMatch(
      /^max-age=31536000; includeSubDomains/,
    );

    const api = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('reads index.html once and keeps it in memory', async () => {
    await writeFile(join(distDir, 'index.html'), '<p>changed on disk</p>');
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: html,
    });
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('landing pages of the web build', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await makeTempDir('ruume-web-dist-');
    await mkdir(join(distDir, 'assets'));
    await mkdir(join(distDir, '.vite'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    // What vite.config.mts writes for each entry: its document and routes, each route with the
    // chunk it renders first and that chunk's static imports.
    const writePages = (name: string, pages: object) =>
      writeFile(
        join(distDir, `.vite/${name}-pages.json`),
        JSON.stringify(pages),
      );
    await writePages('app', {
      document: 'index.html',
      routes: {
        '/': [
          'assets/login-page-1.js',
          'assets/sign-in-2.js',
          'assets/index-a1b2c3.js',
        ],
      },
    });
    // The landing entries, built after the app's, each with its own document.
    await writeFile(join(distDir, 'share.html'), SHARE_HTML);
    await writePages('share', {
      document: 'share.html',
      routes: {
        '/share/r/:shareId': ['assets/share-access-3.js'],
        '/share/r/:shareId/download': [],
      },
    });
    await writeFile(join(distDir, 'sign-in.html'), SIGN_IN_HTML);
    await writePages('sign-in', {
      document: 'sign-in.html',
      routes: { '/login': [], '/register': ['assets/register-page-4.js'] },
    });
    t = await createTestApp({
      env: { NODE_ENV: 'production', WEB_DIST_DIR: distDir },
    });
  });

  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('modulepreloads the page chunks of a landing route, once each', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/?from=mail',
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/login-page-1.js"><link rel="modulepreload" crossorigin href="/assets/sign-in-2.js"></head>',
    );
    // The entry script is in the page already: no second link for it.
    expect(response.body.match(/index-a1b2c3\.js/g)).toHaveLength(1);
  });

  it('serves sign-in and registration from their own entry, registration with its chunk', async () => {
    const signIn = await t.app.inject({
      method: 'GET',
      url: '/login?next=%2Fdashboard',
      headers: html,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('/assets/sign-in-g7h8i9.js');
    expect(signIn.body).not.toContain('index-a1b2c3.js');
    expect(signIn.body).not.toContain('modulepreload');
    const register = await t.app.inject({
      method: 'GET',
      url: '/register',
      headers: html,
    });
    expect(register.body).toContain('/assets/sign-in-g7h8i9.js');
    expect(register.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/register-page-4.js"></head>',
    );
  });

  it('modulepreloads the share page’s chunk for any share link, not for its download page', async () => {
    const link = await t.app.inject({
      method: 'GET',
      url: '/share/r/x',
      headers: html,
    });
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/share-access-3.js"></head>',
    );
    const download = await t.app.inject({
      method: 'GET',
      url: '/share/r/x/download',
      headers: html,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).not.toContain('modulepreload');
  });

  it('serves the share pages from their own entry, with the runtime config', async () => {
    for (const url of ['/share/r/x', '/share/r/x/', '/share/r/x/download']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: html,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('/assets/share-d4e5f6.js');
      expect(response.body).not.toContain('index-a1b2c3.js');
      expect(runtimeConfigOf(response.body)).toMatchObject({
        paymentsTestMode: expect.any(Boolean),
      });
    }
    for (const url of [
      '/share/r',
      '/share/r/x/other',
      '/dashboard',
      '/',
      '/login/other',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: html,
      });
      expect(response.body).toContain('index-a1b2c3.js');
      expect(response.body).not.toMatch(/share-d4e5f6|sign-in-g7h8i9/);
    }
  });

  it('leaves every other page as it was built', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/settings/profile',
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('modulepreload');
  });
});

describe('runtime config outside production', () => {
  it('leaves the Sentry DSN out so the browser does not report', async () => {
    const distDir = await makeTempDir('ruume-web-dist-');
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    const t = await createTestApp({
      env: {
        WEB_DIST_DIR: distDir,
        SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
        SENTRY_ENVIRONMENT: 'qa',
      },
    });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: html,
      });
      expect(runtimeConfigOf(response.body)).toMatchObject({
        sentryDsn: null,
        sentryEnvironment: 'qa',
      });
      // Plain http (a laptop): no HSTS, and no CSP reports without a DSN in use.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['content-security-policy']).not.toContain(
        'report-uri',
      );
    } finally {
      await t.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WEB_DIST_DIR: '/nonexistent/ruume-web-dist' },
    });
  });
  afterAll(() => t.close());

  it('says at / that the web app is not built and how to build it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('web app is not built');
    expect(response.body).toContain('npm start');
  });

  it('still serves the API', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the content security policy with SFU nodes', () => {
  it('lets the browser reach each Janus node where browsers reach it, once', () => {
    const config = loadConfig({
      JANUS_URL: 'ws://10.0.0.5:8188,ws://10.0.0.6:8188,ws://10.0.0.7:8188',
      JANUS_PUBLIC_URL:
        'wss://sfu-1.ruume.example.com/janus,wss://sfu-2.ruume.example.com,wss://sfu-2.ruume.example.com',
      JANUS_API_SECRET: 'api-secret',
      JANUS_TOKEN_SECRET: 'token-secret',
      PUBLIC_URL: 'https://ruume.example.com',
      PAYMENTS_PROVIDER: 'sandbox',
    });
    expect(contentSecurityPolicy(config)['connect-src']).toEqual([
      "'self'",
      'wss://ruume.example.com',
      'wss://sfu-1.ruume.example.com',
      'wss://sfu-2.ruume.example.com',
    ]);
  });
});
