import { buildApp } from '../../src/app';
import { uniqueEmail, waitForMail } from '../support/accounts';
import { Browser } from '../support/browser';
import { createTestApp, type TestApp } from '../support/test-app';

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('logs each mail with its links, keeps it on disk and lists it newest first', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await new Browser(t.app).post('/api/v1/auth/register', {
        email,
        password: 'Passw0rd!',
        firstName: 'Out',
        lastName: 'Box',
      });
      await waitForMail(t, email);
    }

    const log = t.logs.find((line) => line.to === first);
    expect(log).toMatchObject({
      subject: 'confirm your email for ruume',
      links: [expect.stringContaining('/auth/register/verify?token=')],
    });

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>ruume outbox</h1>');
    expect(page.body.indexOf(second)).toBeGreaterThan(0);
    expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:3000\/auth\/register\/verify\?token=[\w-]+">/,
    );

    const json = (
      await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox.json' })
    ).json();
    expect(json.mails.map((m: { to: string }) => m.to).slice(0, 2)).toEqual([
      second,
      first,
    ]);
    expect(json.mails[0]).toMatchObject({
      id: expect.any(String),
      createdAt: expect.any(String),
      text: expect.stringContaining('ruume'),
      html: expect.stringContaining('<a href='),
    });
  });

  it('does not exist in production', async () => {
    // A second app on the same database: only the configuration differs.
    const production = await buildApp({
      config: {
        ...t.config,
        nodeEnv: 'production',
        webDistDir: '/nonexistent',
      },
      database: t.database,
      logStream: { write: () => undefined },
    });
    try {
      for (const url of ['/api/v1/dev/outbox', '/api/v1/dev/outbox.json']) {
        const response = await production.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
