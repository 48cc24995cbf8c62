import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { PASSWORD, tokenOf, uniqueEmail } from '../support/accounts';
import { Browser } from '../support/browser';
import { createTestApp, type TestApp } from '../support/test-app';

describe('mail over SMTP (real SMTP server)', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: Array<{ envelopeTo: string[]; mail: ParsedMail }> = [];
  let arrived: () => void = () => undefined;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              mail,
            });
            arrived();
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve()),
    );
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'ruume <no-reply@ruume.example.com>',
        PUBLIC_URL: 'https://ruume.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const nextMail = () =>
    new Promise<void>((resolve) => {
      arrived = resolve;
    });

  it('register → the mail arrives over SMTP with a working verification link', async () => {
    const email = uniqueEmail('smtp');
    const delivered = nextMail();
    const browser = new Browser(t.app);
    const response = await browser.post('/api/v1/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Sam',
      lastName: 'Smtp',
    });
    expect(response.statusCode).toBe(204);
    await delivered;

    const [{ envelopeTo, mail }] = received;
    expect(envelopeTo).toEqual([email]);
    expect(mail.from?.value).toEqual([
      { address: 'no-reply@ruume.example.com', name: 'ruume' },
    ]);
    expect(mail.subject).toBe('confirm your email for ruume');
    const link =
      /https:\/\/ruume\.example\.com\/auth\/register\/verify\?token=[\w-]+/.exec(
        mail.text ?? '',
      )?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const verified = await browser.post('/api/v1/auth/verify-email', {
      token: tokenOf(link ?? ''),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email).toBe(email);
  });

  it('keeps no outbox and serves no outbox page when SMTP is configured', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/outbox',
    });
    expect(page.statusCode).toBe(404);
  });
});
