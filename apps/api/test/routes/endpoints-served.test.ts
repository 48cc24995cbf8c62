import * as contracts from '@ruume/contracts';
import type { AnyEndpoint } from '@ruume/contracts';
import { createTestApp, type TestApp } from '../support/test-app';

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string' &&
  typeof (value as AnyEndpoint).schemas === 'function';

/**
 * Every endpoint definition contracts exports, by the name of its table: `shareEndpoints.checkAccess`.
 * Every exported table is walked (not only the `endpoints` index), so a new domain's table
 * counts before anyone lists it there.
 */
function contractEndpoints(): { id: string; endpoint: AnyEndpoint }[] {
  const found = new Map<AnyEndpoint, string>();
  for (const [tableName, table] of Object.entries(contracts)) {
    if (
      typeof table !== 'object' ||
      table === null ||
      tableName === 'endpoints'
    )
      continue;
    for (const [name, endpoint] of Object.entries(table))
      if (isEndpoint(endpoint) && !found.has(endpoint))
        found.set(endpoint, `${tableName}.${name}`);
  }
  for (const [domain, table] of Object.entries(contracts.endpoints))
    for (const [name, endpoint] of Object.entries(table))
      if (isEndpoint(endpoint) && !found.has(endpoint))
        found.set(endpoint, `endpoints.${domain}.${name}`);
  return [...found].map(([endpoint, id]) => ({ id, endpoint }));
}

/** `GET /api/v1/user/:` for '/user/:id': parameter names do not change what a route serves. */
const routeKey = (method: string, url: string) =>
  `${method} ${url.replace(/:[A-Za-z]+/g, ':')}`;

describe('contracts, served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every endpoint contracts define from a module of the real app', () => {
    const served = new Set(
      t.app.declaredRoutes.map((route) => routeKey(route.method, route.url)),
    );
    const defined = contractEndpoints();
    expect(defined.length).toBeGreaterThan(50);

    const unserved = defined
      .filter(
        ({ endpoint }) =>
          !served.has(
            routeKey(
              endpoint.method,
              `${contracts.API_BASE_PATH}${endpoint.path}`,
            ),
          ),
      )
      .map(({ id, endpoint }) => `${id}: ${endpoint.method} ${endpoint.path}`);
    expect(unserved).toEqual([]);
  });
});
