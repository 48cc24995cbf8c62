// No answer of the api may be kept by a shared cache or the browser's disk unless its
// route deliberately says so. Every endpoint contracts define is called signed out, signed in
// and as an admin (with unknown ids and empty bodies, so most answers are 4xx); each answer must
// say no-store. The named public exceptions (the web app's files, public stored files, the
// share poster, the sandbox's stylesheet) keep their own caching, and their errors do not.
import { rm } from 'node:fs/promises';
import {
  API_BASE_PATH,
  type AnyEndpoint,
  endpoints,
  paramNames,
  pathOf,
} from '@ruume/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../../src/app';
import { newFileKey } from '../../src/adapters/storage/file-keys';
import { httpError } from '../../src/http/http-error';
import { signedInUser } from '../support/accounts';
import { Browser } from '../support/browser';
import { contractEndpoints } from '../support/contract-endpoints';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeWebDist } from '../support/web-dist';
import { PNG } from '../support/uploads';
import {
  failedCapture,
  summarisedRecording,
} from './recording/recording-support';
import { insertRecording } from './share/share-support';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * What an api answer may say: the app's default, or a route's own `no-store` (set before the
 * default existed, and as strict: no cache stores the answer).
 */
const NOT_STORED = [PRIVATE_CACHE_CONTROL, 'no-store'];

/** The endpoint's URL with every path parameter an id nobody holds. */
const unknownUrlOf = (endpoint: AnyEndpoint) =>
  `${API_BASE_PATH}/${pathOf(
    endpoint,
    Object.fromEntries(paramNames(endpoint.path).map((n) => [n, UNKNOWN_ID])),
  )}`;

const cacheControlOf = (response: LightMyRequestResponse) =>
  response.headers['cache-control'];

const INDEX_HTML = `<!doctype html>
<html><head><title>ruume</title><!--ruume-runtime-config--></head>
<body><div id="root"></div></body></html>`;

describe('Cache-Control: private, no-store unless a route says otherwise', () => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await writeWebDist(INDEX_HTML, {
      'assets/index-a1b2c3.js': 'void 0',
      'favicon.svg': '<svg/>',
    });
    t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
    // A route with caching of its own that fails after setting it (none of the app's does today).
    t.app.get(
      '/api/v1/test-only/cached',
      { config: { auth: 'public' } },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        if ('fail' in (request.query as object))
          throw httpError(404, 'NOT_FOUND', 'not found');
        return { ok: true };
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('on every endpoint contracts define, signed out, signed in and as an admin, 4xx too', async () => {
    const walked = contractEndpoints();
    expect(walked.length).toBeGreaterThan(50);
    const answers: string[] = [];
    const stored: string[] = [];
    for (const { id, endpoint } of walked) {
      // Fresh sessions per endpoint: a sign-out or an account change must not blind the next.
      const clients: Array<[string, Browser]> = [
        ['anonymous', new Browser(t.app)],
        ['user', (await signedInUser(t)).browser],
        ['admin', (await signedInUser(t, { role: 'ADMIN' })).browser],
      ];
      for (const [who, browser] of clients) {
        const response = await browser.request(
          endpoint.method,
          unknownUrlOf(endpoint),
          {
            payload:
              endpoint.method === 'POST' || endpoint.method === 'PUT'
                ? {}
                : undefined,
          },
        );
        const answer = `${who} ${id} ${endpoint.method} ${endpoint.path} → ${response.statusCode} ${cacheControlOf(response)}`;
        answers.push(answer);
        if (!NOT_STORED.includes(`${cacheControlOf(response)}`))
          stored.push(answer);
      }
    }
    expect(stored).toEqual([]);
    // Not vacuous: signed-in answers of both kinds were walked, successes and refusals.
    expect(answers.some((a) => /^user .* → 2\d\d /.test(a))).toBe(true);
    expect(answers.some((a) => /^user .* → 4\d\d /.test(a))).toBe(true);
    expect(answers.some((a) => /^admin admin\w*\..* → 2\d\d /.test(a))).toBe(
      true,
    );
  }, 180_000);

  it("on the processing list, a recording's summary and its .md and .vtt downloads", async () => {
    const owner = await signedInUser(t);
    const recordingId = await summarisedRecording(t, owner.user.id);
    await failedCapture(t, owner.user.id);
    const named = [
      endpoints.recordingJob.list,
      endpoints.recordingSummary.get,
      endpoints.recordingSummary.markdown,
      endpoints.recordingSummary.captions,
    ].map(
      (endpoint) => `${API_BASE_PATH}/${pathOf(endpoint, { id: recordingId })}`,
    );
    expect(named).toEqual([
      '/api/v1/meeting-recording/processing',
      `/api/v1/meeting-recording/${recordingId}/summary`,
      `/api/v1/meeting-recording/${recordingId}/summary.md`,
      `/api/v1/meeting-recording/${recordingId}/captions.vtt`,
    ]);
    const stranger = (await signedInUser(t)).browser;
    for (const url of named) {
      const own = await owner.browser.get(url);
      const anonymous = await new Browser(t.app).get(url);
      // Another user: their own (empty) processing list, a 404 for the summaries.
      const other = await stranger.get(url);
      expect(
        [own, anonymous, other].map((response) => [
          url,
          response.statusCode,
          cacheControlOf(response),
        ]),
      ).toEqual([
        [url, 200, 'private, no-store'],
        [url, 401, 'private, no-store'],
        [url, url === named[0] ? 200 : 404, 'private, no-store'],
      ]);
    }
    // What they answer is the transcript itself (not vacuous).
    expect((await owner.browser.get(named[2])).body).toContain('hello');
  });

  it('on answers to a bearer token', async () => {
    const { browser } = await signedInUser(t);
    const { token } = (
      await browser.post('/api/v1/auth/extension-token')
    ).json();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(NOT_STORED).toContain(cacheControlOf(me));
  });

  it('except where a public route sets its own, and never on their errors', async () => {
    const { user } = await signedInUser(t);
    const avatarKey = newFileKey('avatars', 'png');
    await t.app.services.storage.put(avatarKey, PNG, 'image/png');
    const { shareId } = await insertRecording(t, user.id, { poster: true });
    const html = { accept: 'text/html' };
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });

    const deliberate: Array<[string, LightMyRequestResponse, string]> = [
      // The web app: content-hashed assets forever, other files and the page revalidated.
      [
        'hashed asset',
        await get('/assets/index-a1b2c3.js'),
        'public, max-age=31536000, immutable',
      ],
      ['web app file', await get('/favicon.svg'), 'no-cache'],
      ['index.html', await get('/', html), 'no-cache'],
      ['deep link', await get('/meetings', html), 'no-cache'],
      // Public stored files: their keys never change content.
      [
        'public file',
        await get(`/api/v1/files/${avatarKey}`),
        'public, max-age=31536000, immutable',
      ],
      [
        'share poster',
        await get(`/api/v1/share/${shareId}/poster.jpg`),
        'public, max-age=86400',
      ],
      [
        'sandbox stylesheet',
        await get('/api/v1/payment/sandbox/sandbox.css'),
        'public, max-age=3600',
      ],
      ['health check', await get('/api/v1/health'), 'no-store'],
    ];
    for (const [name, response, cacheControl] of deliberate) {
      expect([name, response.statusCode, cacheControlOf(response)]).toEqual([
        name,
        200,
        cacheControl,
      ]);
    }
    // A revalidated web app file keeps its caching on the 304 too.
    const favicon = deliberate[1][1];
    const revalidated = await get('/favicon.svg', {
      'if-none-match': `${favicon.headers.etag}`,
    });
    expect([revalidated.statusCode, cacheControlOf(revalidated)]).toEqual([
      304,
      'no-cache',
    ]);

    const own = await get('/api/v1/test-only/cached');
    expect([own.statusCode, cacheControlOf(own)]).toEqual([
      200,
      'public, max-age=60',
    ]);

    const failed: Array<[string, LightMyRequestResponse]> = [
      [
        'a route that set its own, then failed',
        await get('/api/v1/test-only/cached?fail'),
      ],
      ['missing asset', await get('/assets/index-000000.js')],
      ['missing public file', await get('/api/v1/files/avatars/missing.png')],
      [
        'private file without a signature',
        await get(`/api/v1/files/${newFileKey('recordings', 'mp4')}`),
      ],
      ['missing poster', await get(`/api/v1/share/${UNKNOWN_ID}/poster.jpg`)],
      ['unknown api route', await get('/api/v1/nothing-here', html)],
    ];
    for (const [name, response] of failed) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect([name, cacheControlOf(response)]).toEqual([
        name,
        'private, no-store',
      ]);
    }
  });
});
