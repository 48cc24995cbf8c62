// Keys the server generates for itself, shared by every instance on the same database.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** One random key per purpose (e.g. signing download tokens), made on first use. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url of 32 random bytes. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
