// core.signedTokens, which the paid-download links stand on: a token verifies only unchanged,
// for its purpose and until it expires, and every instance on the same database shares the key.
import { eq } from 'drizzle-orm';
import { serverSecret } from '../../../src/core/server-secrets';
import { createSignedTokens } from '../../../src/core/signed-tokens';
import { serverSecrets } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

describe.each(FEATURE_DRIVERS)('signed tokens (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  /** Another api instance on the same database, with a clock of its own. */
  const instance = (now: () => number = Date.now) =>
    createSignedTokens((name) => serverSecret(t.database.db, name), now);

  const payload = { recordingId: 'r1', shareId: 's1', email: 'a@example.com' };

  it('gives back the payload of a token it made, until it expires', async () => {
    let now = Date.parse('2026-03-01T12:00:00Z');
    const tokens = instance(() => now);
    const token = await tokens.sign('recording-download', payload, 60_000);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(await tokens.verify('recording-download', token)).toEqual(payload);
    now += 59_999;
    expect(await tokens.verify('recording-download', token)).toEqual(payload);
    now += 1;
    expect(await tokens.verify('recording-download', token)).toBeNull();
    expect(
      await tokens.verify(
        'recording-download',
        await tokens.sign('recording-download', payload, -1),
      ),
    ).toBeNull();
  });

  it('refuses changed, truncated, foreign and other-purpose tokens', async () => {
    const tokens = t.app.services.signedTokens;
    const token = await tokens.sign('recording-download', payload, 60_000);
    const [body, signature] = token.split('.');
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString());
    const rebody = (changed: object) =>
      Buffer.from(JSON.stringify(changed)).toString('base64url');
    const refused = [
      `${rebody({ ...envelope, data: { ...payload, email: 'b@example.com' } })}.${signature}`,
      `${rebody({ ...envelope, exp: envelope.exp + 3_600_000 })}.${signature}`,
      `${body}.${signature.slice(0, -1)}`,
      `${body}.${signature}x`,
      `${body}${signature}`,
      `${body}..${signature}`,
      '',
      'not a token',
    ];
    for (const forged of refused) {
      expect([
        forged,
        await tokens.verify('recording-download', forged),
      ]).toEqual([forged, null]);
    }
    // One key per purpose: a room ticket never opens a download.
    const ticket = await tokens.sign('room-ticket', payload, 60_000);
    expect(await tokens.verify('recording-download', ticket)).toBeNull();
    expect(await tokens.verify('room-ticket', ticket)).toEqual(payload);
    await expect(tokens.sign('Bad Purpose', payload, 1)).rejects.toThrow(
      /purpose/,
    );
  });

  it('shares one key per purpose between instances, made once even when they race', async () => {
    const purpose = `race-${driver}`;
    const [a, b, c] = [instance(), instance(), instance()];
    const tokens = await Promise.all(
      [a, b, c].map((tokens) => tokens.sign(purpose, { n: 1 }, 60_000)),
    );
    for (const verifier of [a, b, c, t.app.services.signedTokens]) {
      for (const token of tokens) {
        expect(await verifier.verify(purpose, token)).toEqual({ n: 1 });
      }
    }
    const keys = await t.database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, `signed-token:${purpose}`));
    expect(keys).toHaveLength(1);
  });
});
