import { apiPaths, apiRoutes, apiUrl } from './api-paths';

type Leaf = (...args: string[]) => string;

/** Every (group, name) pair with its route and path builder. */
const endpoints = Object.entries(apiRoutes).flatMap(([group, routes]) =>
  Object.entries(routes).map(([name, route]) => ({
    id: `${group}.${name}`,
    route: route as { method: string; url: string },
    build: (apiPaths as unknown as Record<string, Record<string, Leaf>>)[
      group
    ]?.[name],
  })),
);

/** A regex that matches concrete paths of a fastify pattern relative to the base path. */
const patternRegex = (url: string) =>
  new RegExp(`^${url.slice(1).replace(/:[A-Za-z]+/g, '[^/]+')}$`);

describe('apiRoutes and apiPaths', () => {
  it.each(endpoints)(
    '$id builds a path its pattern matches',
    ({ route, build }) => {
      const paramCount = (route.url.match(/:[A-Za-z]+/g) ?? []).length;
      // Parameters are encoded: one that holds a slash stays one path segment.
      const path = (build as Leaf)(
        ...Array.from({ length: paramCount }, (_, i) => `p/${i}`),
      );
      expect(path.startsWith('/')).toBe(false);
      expect(path).toMatch(patternRegex(route.url));
      for (let i = 0; i < paramCount; i++) expect(path).toContain(`p%2F${i}`);
      expect(route.url.startsWith('/')).toBe(true);
    },
  );

  it('no two routes share a method and url unless they are one call in two shapes', () => {
    const seen = new Map<string, string>();
    for (const { id, route } of endpoints) {
      const key = `${route.method} ${route.url}`;
      if (seen.has(key))
        expect([seen.get(key), id].sort()).toEqual([
          'user.createPassword',
          'user.update',
        ]);
      seen.set(key, id);
    }
  });

  it('follows SPEC §7', () => {
    expect(apiPaths.meeting.get('room 1')).toBe('meeting/room%201');
    expect(apiPaths.meeting.createRoom()).toBe('meeting/room');
    expect(apiRoutes.meeting.createRoom).toEqual({
      method: 'POST',
      url: '/meeting/room',
    });
    expect(apiPaths.meeting.unsetScheduledTime('m1')).toBe(
      'meeting/m1/unset-scheduled-time',
    );
    expect(apiPaths.meeting.deleteScheduled('m1')).toBe('meeting/scheduled/m1');
    expect(apiPaths.template.shareMeetingUrl('t1')).toBe(
      'template/t1/share-meeting-url',
    );
    expect(apiPaths.payment.subscriptionPaymentMethod('sub_1')).toBe(
      'payment/tier-subscription/sub_1/payment-method',
    );
    expect(apiPaths.payment.recordingCheckout()).toBe(
      'payment/checkout/session/recording',
    );
    expect(apiPaths.recording.checkAccess()).toBe(
      'meeting-recording/check-access',
    );
    expect(apiPaths.download.paid('a/b')).toBe('download/public/paid/a%2Fb');
    expect(apiRoutes.user.delete).toEqual({
      method: 'DELETE',
      url: '/user/:id',
    });
    expect(apiRoutes.auth.me).toEqual({ method: 'GET', url: '/auth/me' });
  });

  it('apiUrl prefixes the versioned base path for browser navigation', () => {
    expect(apiUrl(apiPaths.download.free('shr_1'))).toBe(
      '/api/v1/download/public/free/shr_1',
    );
    expect(apiUrl('/auth/me')).toBe('/api/v1/auth/me');
  });
});
