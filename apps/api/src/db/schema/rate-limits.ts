import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Rate-limit counters, shared by every api instance (ARCHITECTURE: instances are stateless).
 * One row per limited route and client address; expired rows are swept periodically.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: at('window_ends_at').notNull(),
  },
  (table) => [index('rate_limits_window_ends_at_idx').on(table.windowEndsAt)],
);
