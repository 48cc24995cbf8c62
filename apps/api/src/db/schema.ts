import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small instance-wide key/value settings (feature switches, seeds applied, ...). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
});
