// Every /api route the app registers, today's and every later domain's, taken from the app
// itself: malformed input never answers 5xx, mutating calls need the XSRF pair, and routes
// that take an id answer only to whom the id's resource belongs (or to an admin).
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { DeclaredRoute } from '../../src/plugins/authenticate';
import { createUser, signedInUser } from '../support/accounts';
import {
  deliver,
  linkCustomer,
  providerSubscription,
  subscribeOnSandbox,
} from '../support/billing';
import { Browser } from '../support/browser';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipart } from '../support/uploads';
import {
  failedCapture,
  storedRecording,
  summarisedRecording,
} from './recording/recording-support';
import { storedMeeting as scheduledMeetingOf } from './meeting/meeting-support';
import { storedMeeting, storedTemplate } from './template/template-support';

/** Fixed, so a failure reproduces; change it to explore other inputs. */
const SEED = 20261123;
const RUNS_PER_ROUTE = 20;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

// Names the api's bodies and queries use, so generated objects reach the validators' inner
// branches, not only "unknown field" ones.
const FIELD_NAMES = [
  'email',
  'password',
  'firstName',
  'lastName',
  'newEmail',
  'currentPassword',
  'newPassword',
  'token',
  'role',
  'search',
  'status',
  'limit',
  'offset',
  'pronouns',
  'workspaceName',
  'workspaceRole',
  'website',
  'avatarBackgroundColor',
  'profilePic',
  'profileBanner',
  'shareId',
  'shareUrl',
  'paymentType',
  'successUrlRoute',
  'cancelUrlRoute',
  'templateType',
  'name',
  'mediaType',
  'youtubeLink',
  'embeddedLinks',
  'monetizationDetail',
  'meetingPassword',
  'categoryIds',
  'meetingId',
  'templateId',
  'scheduledStartTime',
  'scheduledEndTime',
  'customRoomId',
  'timezone',
  'emails',
  'cursor',
  'displayName',
  'ticket',
];

const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '\ud800',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '{"$gt":""}',
    'a'.repeat(5000),
    '-1',
    '1e309',
    'NaN',
    'true',
    'ADMIN',
    'x@example.com',
  ),
);
const nastyValue = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
);
const fields = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })),
  nastyValue,
  { maxKeys: 6 },
);

/** One malformed request for a route: its path params, query and body all generated. */
const malformedRequest = fc.record({
  param: nastyText,
  query: fc.dictionary(
    fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })),
    nastyText,
    { maxKeys: 4 },
  ),
  body: fc.oneof(
    fields.map((value) => ({ kind: 'json' as const, value })),
    fc
      .record({
        contentType: fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data',
          'multipart/form-data; boundary=xyz',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'image/png',
        ),
        text: nastyText,
      })
      .map((raw) => ({ kind: 'raw' as const, ...raw })),
    fc
      .record({
        fields: fc.dictionary(
          fc.constantFrom(...FIELD_NAMES),
          fc.string({ maxLength: 60 }),
          { maxKeys: 4 },
        ),
        file: fc.option(
          fc.record({
            name: fc.constantFrom('profilePic', 'profileBanner', 'file', ''),
            bytes: fc.uint8Array({ maxLength: 64 }),
            filename: fc.string({ maxLength: 20 }),
          }),
        ),
      })
      .map((form) => ({ kind: 'multipart' as const, ...form })),
  ),
});
type MalformedRequest =
  typeof malformedRequest extends fc.Arbitrary<infer T> ? T : never;

/** A route's URL with its parameters filled in. */
const urlOf = (route: DeclaredRoute, param: string, query = '') =>
  route.url
    .replace(/:[A-Za-z]+/g, encodeURIComponent(param) || 'x')
    .replace(/\*$/, encodeURIComponent(param) || 'x') + query;

async function send(
  browser: Browser,
  route: DeclaredRoute,
  input: MalformedRequest,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(input.query).toString();
  const url = urlOf(route, input.param, query ? `?${query}` : '');
  const method = route.method as Method;
  if (method === 'GET' || method === 'DELETE')
    return browser.request(method, url);
  const { body } = input;
  if (body.kind === 'json') {
    return browser.request(method, url, { payload: body.value });
  }
  if (body.kind === 'raw') {
    return browser.request(method, url, {
      payload: body.text,
      headers: { 'content-type': body.contentType },
    });
  }
  const form = await multipart(
    body.fields,
    body.file
      ? [
          {
            name: body.file.name,
            data: Buffer.from(body.file.bytes),
            filename: body.file.filename,
          },
        ]
      : [],
  );
  return browser.request(method, url, {
    payload: form.payload,
    headers: form.headers,
  });
}

/** What every answer to a malformed request must look like. */
function expectClean(route: DeclaredRoute, response: LightMyRequestResponse) {
  const where = `${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode >= 500) throw new Error(`5xx: ${where}`);
  if (
    response.statusCode >= 400 &&
    /json/.test(`${response.headers['content-type']}`)
  ) {
    const body = response.json() as Record<string, unknown>;
    if (typeof body.error !== 'string' || typeof body.message !== 'string') {
      throw new Error(`error body without { error, message }: ${where}`);
    }
  }
}

describe('every registered route', () => {
  let t: TestApp;
  let routes: readonly DeclaredRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.declaredRoutes;
  });
  afterAll(() => t.close());

  it('answers malformed params, queries and bodies without a 5xx, for anyone', async () => {
    for (const route of routes) {
      // Fresh sessions per route: a fuzzed sign-out or deletion must not blind the next route.
      const clients = [
        new Browser(t.app),
        (await signedInUser(t)).browser,
        (await signedInUser(t, { role: 'ADMIN' })).browser,
      ];
      for (const client of clients) {
        await fc.assert(
          fc.asyncProperty(malformedRequest, async (input) => {
            expectClean(route, await send(client, route, input));
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE },
        );
      }
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    // Every route × three clients × RUNS_PER_ROUTE: longer than one call's default.
  }, 180_000);

  it('only public routes opt out of the XSRF check, and only with a reason of their own', () => {
    // Webhooks are signed by the provider; the sandbox's pages are the provider's, on capability URLs.
    const optedOut = routes.filter((route) => !route.xsrf);
    expect(optedOut.every((route) => route.access === 'public')).toBe(true);
    expect(
      optedOut.every(
        (route) =>
          route.url === '/api/v1/payment/webhook' ||
          route.url.startsWith('/api/v1/payment/sandbox/'),
      ),
    ).toBe(true);
  });

  it('refuses every private route signed out, and every mutating route without the XSRF header', async () => {
    const anonymous = new Browser(t.app);
    const { browser: signedIn } = await signedInUser(t, { role: 'ADMIN' });
    for (const route of routes) {
      const url = urlOf(route, '00000000-0000-4000-8000-000000000000');
      const method = route.method as Method;
      if (route.access !== 'public') {
        const response = await anonymous.request(method, url);
        expect([route.method, route.url, response.statusCode]).toEqual([
          route.method,
          route.url,
          401,
        ]);
      }
      if (method !== 'GET' && route.xsrf) {
        const response = await signedIn.request(method, url, {
          noXsrf: true,
        });
        expect([route.method, route.url, response.json()]).toEqual([
          route.method,
          route.url,
          {
            error: 'XSRF_TOKEN_MISMATCH',
            message: 'Missing or invalid XSRF token',
          },
        ]);
      }
    }
    // The refused calls changed nothing: the admin is still signed in.
    expect((await signedIn.get('/api/v1/auth/me')).statusCode).toBe(200);
  });

  /**
   * How to make the resource an id route acts on, owned by a given user. A new route with an
   * id fails the matrix below until it says here whose its ids are.
   */
  /** A subscription of the owner, as the payment provider reports one. */
  const subscribedOwner = async (t: TestApp, ownerId: string) => {
    const subscription = providerSubscription(await linkCustomer(t, ownerId));
    await deliver(t, subscription);
    return subscription.id;
  };
  const OWNED_RESOURCES: Record<
    string,
    (t: TestApp, ownerId: string) => Promise<string>
  > = {
    'DELETE /api/v1/user/:id': async (_t, ownerId) => ownerId,
    'POST /api/v1/admin/users/:id/block': async (_t, ownerId) => ownerId,
    'POST /api/v1/admin/users/:id/unblock': async (_t, ownerId) => ownerId,
    'PUT /api/v1/admin/users/:id/role': async (_t, ownerId) => ownerId,
    'GET /api/v1/payment/subscription/:id': subscribedOwner,
    'GET /api/v1/payment/tier-subscription/:id/payment-method': subscribedOwner,
    // The provider prices and makes the change: a subscription the sandbox holds.
    'POST /api/v1/payment/subscription/:id/preview-change': subscribeOnSandbox,
    'POST /api/v1/payment/subscription/:id/change': subscribeOnSandbox,
    'PUT /api/v1/meeting-recording/:id': async (t, ownerId) =>
      (await storedRecording(t, ownerId)).id,
    'DELETE /api/v1/meeting-recording/:id': async (t, ownerId) =>
      (await storedRecording(t, ownerId)).id,
    'GET /api/v1/meeting-recording/download/:shareId': async (t, ownerId) =>
      (await storedRecording(t, ownerId)).shareId,
    // A recording of theirs with its summary made, on a plan with AI summaries.
    'GET /api/v1/meeting-recording/:id/summary': summarisedRecording,
    'POST /api/v1/meeting-recording/:id/summary': summarisedRecording,
    'GET /api/v1/meeting-recording/:id/summary.md': summarisedRecording,
    'GET /api/v1/meeting-recording/:id/captions.vtt': summarisedRecording,
    // A meeting recording of theirs whose composition failed (dismissed once).
    'DELETE /api/v1/meeting-recording/processing/:id': async (t, ownerId) =>
      (await failedCapture(t, ownerId)).id,
    'PUT /api/v1/meeting/:id/unset-scheduled-time': scheduledMeetingOf,
    'DELETE /api/v1/meeting/:id': scheduledMeetingOf,
    'DELETE /api/v1/meeting/scheduled/:id': scheduledMeetingOf,
    'POST /api/v1/meeting/:id/invitations': scheduledMeetingOf,
    'GET /api/v1/meeting/:id/invitations': scheduledMeetingOf,
    'GET /api/v1/meeting/:id/calendar.ics': scheduledMeetingOf,
    'PUT /api/v1/template/:id': async (t, ownerId) =>
      (await storedTemplate(t, ownerId)).id,
    'DELETE /api/v1/template/:id': async (t, ownerId) =>
      (await storedTemplate(t, ownerId)).id,
    // The owner's template, and a meeting of theirs whose id the body below derives from it.
    'POST /api/v1/template/:templateId/share-meeting-url': async (
      t,
      ownerId,
    ) => {
      const { id } = await storedTemplate(t, ownerId);
      await storedMeeting(t, ownerId, id, `meeting-of-${id}`);
      return id;
    },
  };
  const BODIES: Record<
    string,
    // A route's body: JSON, a multipart form, or made from the id the route is called with.
    unknown | ((id: string) => unknown) | { form: Record<string, string> }
  > = {
    'PUT /api/v1/admin/users/:id/role': { role: 'USER' },
    'POST /api/v1/payment/subscription/:id/preview-change': {
      priceId: 'price_sandbox_business_month',
    },
    'POST /api/v1/payment/subscription/:id/change': {
      priceId: 'price_sandbox_business_month',
    },
    'PUT /api/v1/meeting-recording/:id': { monetizationSetting: {} },
    'POST /api/v1/meeting/:id/invitations': { emails: ['guest@example.com'] },
    'PUT /api/v1/template/:id': {
      form: { templateType: 'meeting', name: 'renamed', mediaType: 'image' },
    },
    'POST /api/v1/template/:templateId/share-meeting-url': (id: string) => ({
      meetingId: `meeting-of-${id}`,
    }),
  };
  /** A creator's recordings are private: admins are refused like anyone else. */
  const OWNER_ONLY = new Set([
    // An admin reads anyone's subscription but does not change it.
    'POST /api/v1/payment/subscription/:id/preview-change',
    'POST /api/v1/payment/subscription/:id/change',
    'PUT /api/v1/meeting-recording/:id',
    'DELETE /api/v1/meeting-recording/:id',
    'GET /api/v1/meeting-recording/download/:shareId',
    'DELETE /api/v1/meeting-recording/processing/:id',
    'GET /api/v1/meeting-recording/:id/summary',
    'POST /api/v1/meeting-recording/:id/summary',
    'GET /api/v1/meeting-recording/:id/summary.md',
    'GET /api/v1/meeting-recording/:id/captions.vtt',
    'PUT /api/v1/template/:id',
    'DELETE /api/v1/template/:id',
    'POST /api/v1/template/:templateId/share-meeting-url',
    // A host's meetings and invitations: owner only, admins included.
    'PUT /api/v1/meeting/:id/unset-scheduled-time',
    'DELETE /api/v1/meeting/:id',
    'DELETE /api/v1/meeting/scheduled/:id',
    'POST /api/v1/meeting/:id/invitations',
    'GET /api/v1/meeting/:id/invitations',
    'GET /api/v1/meeting/:id/calendar.ics',
  ]);

  it('answers id routes only to the owner (or an admin): anonymous 401, another user 403/404', async () => {
    // Public id routes (the payment provider's hosted pages, share links) are capabilities: the
    // id is the key, so they answer anyone who holds it.
    const idRoutes = routes.filter(
      (route) => route.url.includes('/:') && route.access !== 'public',
    );
    expect(idRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      Object.keys(OWNED_RESOURCES).sort(),
    );
    for (const route of idRoutes) {
      const key = `${route.method} ${route.url}`;
      const method = route.method as Method;
      const call = async (browser: Browser, id: string) => {
        const url = route.url.replace(/:[A-Za-z]+/, id);
        const body = BODIES[key];
        if (typeof body === 'function') {
          return browser.request(method, url, { payload: body(id) as object });
        }
        if (body && typeof body === 'object' && 'form' in body) {
          const form = await multipart(body.form as Record<string, string>);
          return browser.request(method, url, form);
        }
        return browser.request(method, url, {
          payload: body as object | undefined,
        });
      };

      const owner = await signedInUser(t);
      const id = await OWNED_RESOURCES[key](t, owner.user.id);
      const anonymous = await call(new Browser(t.app), id);
      expect([key, anonymous.statusCode]).toEqual([key, 401]);
      const stranger = (await signedInUser(t)).browser;
      const refused = await call(stranger, id);
      expect([key, [403, 404].includes(refused.statusCode)]).toEqual([
        key,
        true,
      ]);

      const admin = (await signedInUser(t, { role: 'ADMIN' })).browser;
      if (route.access === 'admin') {
        // The owner is no admin: refused like any user; an admin may.
        const own = await call(owner.browser, id);
        expect([key, own.statusCode]).toEqual([key, 403]);
        const allowed = await call(admin, id);
        expect([key, allowed.statusCode]).toEqual([key, 200]);
      } else {
        const own = await call(owner.browser, id);
        expect([key, own.statusCode < 300]).toEqual([key, true]);
        const other = await createUser(t);
        const byAdmin = await call(
          admin,
          await OWNED_RESOURCES[key](t, other.id),
        );
        expect([key, byAdmin.statusCode < 300]).toEqual([
          key,
          !OWNER_ONLY.has(key),
        ]);
      }
    }
  });
});
