// Keys the server makes for itself (signing file URLs, download tokens), kept in the database
// so every instance on it signs and checks alike, and a restart does not void links in flight.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

/** The secret's 32 bytes. */
export type ServerSecret = () => Promise<Buffer>;

/**
 * The named secret, made on first use. Instances racing to make it all end with the one that
 * was inserted first (`on conflict do nothing`, then read). Cached once read: a secret never
 * changes.
 */
export function serverSecret(db: Db, name: string): ServerSecret {
  let cached: Promise<Buffer> | undefined;
  const load = async () => {
    await db
      .insert(serverSecrets)
      .values({ name, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await db
      .select({ secret: serverSecrets.secret })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`server secret ${name} could not be read`);
    return Buffer.from(row.secret, 'base64url');
  };
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined; // a failed read is tried again next time
      throw error;
    });
    return cached;
  };
}
