// Column and constraint helpers every domain's tables use.
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
/**
 * Milliseconds, like the JavaScript dates they travel as: keyset cursors carry these instants
 * and must name exactly the row they stopped at.
 */
export const instant = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 });

/** `column in ('a', 'b', …)` for a check constraint, from the list the contracts define. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
