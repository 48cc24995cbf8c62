import * as contracts from '@ruume/contracts';
import { contractEndpoints } from '../support/contract-endpoints';
import { createTestApp, type TestApp } from '../support/test-app';

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
