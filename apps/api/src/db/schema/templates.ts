// Room templates (SPEC §3 template): the stock set everyone sees and the ones hosts make.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, MEDIA_TYPES, type EmbeddedLink } from '@ruume/contracts';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';

/**
 * A template. `userId` is null for a stock template, which `stockKey` names so seeding stays
 * idempotent. Its media is either an uploaded file (`fileKey`, a storage key) or a YouTube video
 * (`youtubeVideoId`, the 11-character id), never both. Fees are in cents; `monetizationCurrency`
 * null means no monetization detail. The meeting password is an argon2 hash, never returned.
 */
export const templates = pgTable(
  'templates',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    userId: text('user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    stockKey: text('stock_key').unique(),
    templateType: text('template_type').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    mediaType: text('media_type', { enum: MEDIA_TYPES }).notNull(),
    fileKey: text('file_key'),
    youtubeVideoId: text('youtube_video_id'),
    embeddedLinks: jsonb('embedded_links')
      .$type<EmbeddedLink[]>()
      .notNull()
      .default([]),
    participantFeeCents: integer('participant_fee_cents'),
    audienceFeeCents: integer('audience_fee_cents'),
    monetizationCurrency: text('monetization_currency', { enum: CURRENCIES }),
    meetingPasswordHash: text('meeting_password_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('templates_user_created_idx').on(table.userId, table.createdAt),
    check('templates_media_type_valid', oneOf(table.mediaType, MEDIA_TYPES)),
    check(
      'templates_one_media',
      sql`(${table.fileKey} is null) <> (${table.youtubeVideoId} is null)`,
    ),
    check(
      'templates_youtube_is_video',
      sql`${table.youtubeVideoId} is null or ${table.mediaType} = 'video'`,
    ),
    check(
      'templates_stock_has_no_owner',
      sql`${table.stockKey} is null or ${table.userId} is null`,
    ),
    check(
      'templates_monetization_currency_valid',
      oneOf(table.monetizationCurrency, CURRENCIES),
    ),
    check(
      'templates_fees_valid',
      sql`(${table.monetizationCurrency} is not null or (${table.participantFeeCents} is null and ${table.audienceFeeCents} is null)) and (${table.participantFeeCents} is null or ${table.participantFeeCents} > 0) and (${table.audienceFeeCents} is null or ${table.audienceFeeCents} > 0)`,
    ),
  ],
);

/** The categories templates are filed under (SPEC §3 categories), in `sortOrder`. */
export const templateCategories = pgTable('template_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const templateCategoryLinks = pgTable(
  'template_category_links',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => templateCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.categoryId] }),
    index('template_category_links_category_idx').on(table.categoryId),
  ],
);
