// Short-lived signed tokens that need no row of their own (paid-download links, later room
// tickets): the payload travels in the token, an HMAC proves the server made it. One key per
// purpose, so a token made for one purpose never verifies for another.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerSecret } from './server-secrets';

export interface SignedTokens {
  /** A token carrying `payload` (any JSON value) for `ttlMs` from now. */
  sign(purpose: string, payload: unknown, ttlMs: number): Promise<string>;
  /** The payload, or null when the token is malformed, forged, of another purpose or expired. */
  verify(purpose: string, token: string): Promise<unknown>;
}

/** Purposes are part of the key's name in server_secrets. */
const PURPOSE = /^[a-z0-9-]{1,64}$/;
/** base64url, then a dot, then the 43 characters of a base64url SHA-256. */
const TOKEN = /^([A-Za-z0-9_-]{1,4096})\.([A-Za-z0-9_-]{43})$/;

interface Envelope {
  /** Expiry, Unix milliseconds. */
  exp: number;
  data: unknown;
}

export function createSignedTokens(
  secretOf: (name: string) => ServerSecret,
  now: () => number = Date.now,
): SignedTokens {
  const secrets = new Map<string, ServerSecret>();
  const keyOf = (purpose: string): Promise<Buffer> => {
    if (!PURPOSE.test(purpose)) {
      throw new Error(`token purpose must be lower-case words: ${purpose}`);
    }
    let secret = secrets.get(purpose);
    if (!secret) {
      secret = secretOf(`signed-token:${purpose}`);
      secrets.set(purpose, secret);
    }
    return secret();
  };
  const mac = async (purpose: string, body: string) =>
    createHmac('sha256', await keyOf(purpose))
      .update(`${purpose}.${body}`)
      .digest();

  return {
    async sign(purpose, payload, ttlMs) {
      const envelope: Envelope = { exp: now() + ttlMs, data: payload };
      const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
      return `${body}.${(await mac(purpose, body)).toString('base64url')}`;
    },

    async verify(purpose, token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, body, signature] = match;
      const expected = await mac(purpose, body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return null;
      // Signed by us, so well-formed; checked anyway rather than trusted blindly.
      let envelope: Partial<Envelope>;
      try {
        envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof envelope.exp !== 'number' || envelope.exp <= now())
        return null;
      return envelope.data ?? null;
    },
  };
}
