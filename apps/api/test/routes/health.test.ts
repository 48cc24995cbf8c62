import { createTestApp, type TestApp } from '../support/test-app';
import { DRIVERS } from '../support/test-database';

describe.each(DRIVERS)('GET /api/v1/health (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  it('reports the database up and which driver runs it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: 'up', driver });
  });

  it('answers 503 when the database does not answer', async () => {
    await t.database.close();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'DATABASE_UNAVAILABLE',
      message: 'The database is not reachable',
    });
  });
});
