// Every call the api offers is made by exactly one lib's slice (its `…Calls` map), so a new
// endpoint in contracts fails here until a slice line (and with it a mock) exists for it.
import { adminCalls, authCalls, userCalls } from '@ruume/auth';
import { billingCalls } from '@ruume/billing';
import { meetingCalls } from '@ruume/meeting';
import { monetizationCalls } from '@ruume/monetization';
import { roomCalls } from '@ruume/room';
import { shareCalls } from '@ruume/share';
import { endpoints, type AnyEndpoint } from '@ruume/contracts';

const libCalls: Record<string, Record<string, AnyEndpoint>> = {
  authCalls,
  userCalls,
  adminCalls,
  billingCalls,
  meetingCalls,
  roomCalls,
  monetizationCalls,
  shareCalls,
};

/** Calls the web app does not make, and why. */
const notCalledByTheApp = new Map<AnyEndpoint, string>([
  // api-client's currentUserApi: the session check every domain reads.
  [endpoints.auth.me, 'api-client currentUserApi'],
  // The same user as auth/me; kept for SPEC §7 clients (the browser extension).
  [endpoints.user.get, 'other clients'],
  // api-client's monetizedProductsApi: billing's cancellation and monetization's disconnect.
  [endpoints.payment.monetizedProducts, 'api-client monetizedProductsApi'],
]);

const callers = (endpoint: AnyEndpoint) =>
  Object.entries(libCalls).flatMap(([lib, calls]) =>
    Object.entries(calls)
      .filter(([, call]) => call === endpoint)
      .map(([name]) => `${lib}.${name}`),
  );

const fetched = Object.entries(endpoints).flatMap(([group, table]) =>
  Object.entries(table as Record<string, AnyEndpoint>)
    .filter(([, endpoint]) => endpoint.kind === 'call')
    .map(([name, endpoint]) => ({ id: `${group}.${name}`, endpoint })),
);

it.each(fetched)('$id is called by exactly one slice', ({ endpoint }) => {
  const expected = notCalledByTheApp.has(endpoint) ? 0 : 1;
  expect(callers(endpoint)).toHaveLength(expected);
});
