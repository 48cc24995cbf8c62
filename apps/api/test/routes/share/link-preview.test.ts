// A pasted share link previews well: /share/r/{shareId} (and its download page) answers the
// web app to any client, with Open Graph and Twitter-card tags naming the recording and its
// creator and showing its poster; unknown ids and every other page preview as ruume.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GENERIC_PREVIEW } from '../../../src/plugins/web-app';
import { createUser } from '../../support/accounts';
import { makeTempDir } from '../../support/pglite-template';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRecording, POSTER_BYTES, priced } from './share-support';

const INDEX_HTML = `<!doctype html>
<html><head><title>ruume</title><!--ruume-runtime-config--></head>
<body><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script></body></html>`;

const PUBLIC_URL = 'https://ruume.example.com';

/** The content of each meta tag of the page's head, by property or name. */
function metaOf(page: string): Record<string, string> {
  const head = page.slice(0, page.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)">/g,
  )) {
    tags[key] = content;
  }
  return tags;
}

describe('link previews of share links', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await makeTempDir('ruume-web-dist-');
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      env: { WEB_DIST_DIR: distDir, PUBLIC_URL },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const creator = () =>
    createUser(t, { firstName: 'Ada', lastName: 'Lovelace' });

  it.each([
    ['a crawler', { accept: '*/*' }],
    ['a client that sends no Accept', {}],
    ['a browser', { accept: 'text/html,*/*;q=0.8' }],
  ])(
    'names the recording, its creator and its price, with its poster, to %s',
    async (_client, headers) => {
      const user = await creator();
      const recording = await insertRecording(t, user.id, {
        name: 'Q3 <review> & "plans"',
        poster: true,
        ...priced(499),
      });
      for (const path of [
        `/share/r/${recording.shareId}`,
        `/share/r/${recording.shareId}/download?token=abc`,
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: path,
          headers,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(
          'text/html; charset=utf-8',
        );
        // Still the app, which renders the page.
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).toContain('window.__RUUME_CONFIG__=');
        const meta = metaOf(response.body);
        expect(meta).toMatchObject({
          'og:site_name': 'ruume',
          'og:title': 'Q3 &lt;review&gt; &amp; &quot;plans&quot;',
          'og:description':
            'a recording by ada lovelace, for sale on ruume for $4.99 USD.',
          'og:url': `${PUBLIC_URL}/share/r/${recording.shareId}`,
          'og:image': expect.stringMatching(
            new RegExp(
              `^${PUBLIC_URL}/api/v1/share/${recording.shareId}/poster\\.jpg\\?v=[\\w-]+$`,
            ),
          ),
          'twitter:card': 'summary_large_image',
        });
        expect(response.body).toContain(
          '<title>Q3 &lt;review&gt; &amp; &quot;plans&quot; · ruume</title>',
        );
        expect(response.body).not.toContain('<review>');
      }
    },
  );

  it('serves the poster publicly with a long cache', async () => {
    const user = await creator();
    const recording = await insertRecording(t, user.id, { poster: true });
    const response = await t.app.inject({
      method: 'GET',
      url: `/share/r/${recording.shareId}`,
    });
    const image = new URL(metaOf(response.body)['og:image']);
    const poster = await t.app.inject({
      method: 'GET',
      url: image.pathname + image.search,
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('public, max-age=86400');
    expect(poster.rawPayload).toEqual(POSTER_BYTES);
    // The video itself stays private behind the files route.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/files/${recording.fileKey}`,
        })
      ).statusCode,
    ).toBe(403);

    const noPoster = await insertRecording(t, user.id);
    for (const shareId of [noPoster.shareId, 'unknown']) {
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/v1/share/${shareId}/poster.jpg`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toHaveProperty('error');
    }
  });

  it('says a free recording is free, and goes without an image when it has no poster', async () => {
    const user = await createUser(t, {
      firstName: 'Grace',
      lastName: 'Hopper',
      displayFirstNameOnly: true,
    });
    const { shareId } = await insertRecording(t, user.id, { name: 'demo' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/share/r/${shareId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const meta = metaOf(gunzipSync(response.rawPayload).toString());
    expect(meta['og:description']).toBe(
      'a recording by grace, free to download on ruume.',
    );
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
  });

  it('previews unknown share ids and every other page as ruume', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/share/r/unknown', '/share/r/a%3Cb', '/settings']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: '*/*' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(home.body);
      expect(metaOf(response.body)).toEqual({
        'og:site_name': 'ruume',
        'og:type': 'website',
        'og:title': GENERIC_PREVIEW.title,
        'og:description': GENERIC_PREVIEW.description,
        'twitter:card': 'summary',
        'twitter:title': GENERIC_PREVIEW.title,
        'twitter:description': GENERIC_PREVIEW.description,
      });
    }
  });
});
