import { apiUrl } from '../paths/api-paths';
import { endpoints, paramNames, pathOf, type AnyEndpoint } from './index';

const all = Object.entries(endpoints).flatMap(([group, table]) =>
  Object.entries(table as Record<string, AnyEndpoint>).map(
    ([name, endpoint]) => ({ id: `${group}.${name}`, endpoint }),
  ),
);

/** A regex that matches concrete paths of a fastify pattern relative to the base path. */
const patternRegex = (path: string) =>
  new RegExp(`^${path.slice(1).replace(/:[A-Za-z]+/g, '[^/]+')}$`);

describe('endpoints', () => {
  it.each(all)('$id builds a path its pattern matches', ({ endpoint }) => {
    const names = paramNames(endpoint.path);
    // Parameters are encoded: one that holds a slash stays one path segment.
    const params = Object.fromEntries(names.map((name) => [name, `p/${name}`]));
    const path = pathOf(endpoint, params);
    expect(endpoint.path.startsWith('/')).toBe(true);
    expect(path.startsWith('/')).toBe(false);
    expect(path).toMatch(patternRegex(endpoint.path));
    for (const name of names) expect(path).toContain(`p%2F${name}`);
  });

  it.each(all)(
    '$id loads schemas whose params match its path',
    async ({ endpoint }) => {
      const schemas = await endpoint.schemas();
      expect(schemas.response).toBeDefined();
      const names = paramNames(endpoint.path);
      if (schemas.params) {
        const shape = Object.keys(
          (schemas.params as unknown as { shape: object }).shape,
        );
        expect(shape.sort()).toEqual([...names].sort());
      }
    },
  );

  it('no two endpoints share a method and path unless they are one call in two shapes', () => {
    const seen = new Map<string, string>();
    for (const { id, endpoint } of all) {
      const key = `${endpoint.method} ${endpoint.path}`;
      if (seen.has(key))
        expect([seen.get(key), id].sort()).toEqual([
          'user.createPassword',
          'user.update',
        ]);
      seen.set(key, id);
    }
  });

  it('keeps the SPEC §7 paths', () => {
    expect(pathOf(endpoints.meeting.get, { roomId: 'room 1' })).toBe(
      'meeting/room%201',
    );
    expect(
      pathOf(endpoints.payment.subscriptionPaymentMethod, { id: 'sub_1' }),
    ).toBe('payment/tier-subscription/sub_1/payment-method');
    expect(pathOf(endpoints.share.checkAccess, {})).toBe(
      'meeting-recording/check-access',
    );
    expect(pathOf(endpoints.download.paid, { token: 'a/b' })).toBe(
      'download/public/paid/a%2Fb',
    );
    expect(endpoints.user.delete).toMatchObject({
      method: 'DELETE',
      path: '/user/:id',
    });
    expect(endpoints.auth.me).toMatchObject({
      method: 'GET',
      path: '/auth/me',
    });
  });

  it('apiUrl prefixes the versioned base path for browser navigation', () => {
    expect(apiUrl(pathOf(endpoints.download.free, { shareId: 'shr_1' }))).toBe(
      '/api/v1/download/public/free/shr_1',
    );
    expect(apiUrl('/auth/me')).toBe('/api/v1/auth/me');
  });
});
