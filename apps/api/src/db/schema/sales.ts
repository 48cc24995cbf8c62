// Creator sales (docs/sales.md): every payment a creator received, of every product kind.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  SALE_PAYMENT_TYPES,
  SALE_PRODUCT_KINDS,
} from '@ruume/contracts';
import { users } from './accounts';
import { instant, oneOf } from './columns';

/**
 * One row per provider checkout, so a redelivered event records nothing twice. `productId` is
 * the recording's or meeting's id with no foreign key: the row stays when the product is
 * deleted (the books), under `productName`, the name it was sold under. The creator's id is
 * set null when their account is deleted, and the buyers' emails are anonymised before
 * (sales service, account deletion step).
 */
export const sales = pgTable(
  'sales',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    /** The provider's checkout id. */
    checkoutId: text('checkout_id').notNull().unique(),
    productKind: text('product_kind', { enum: SALE_PRODUCT_KINDS }).notNull(),
    productId: text('product_id'),
    productName: text('product_name').notNull(),
    creatorId: text('creator_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    paymentType: text('payment_type', { enum: SALE_PAYMENT_TYPES }).notNull(),
    /** Lower-case; null for a donation made without one, or once anonymised. */
    buyerEmail: text('buyer_email'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** Milliseconds: the sales list's keyset cursor carries these instants. */
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('sales_access_idx').on(
      table.productKind,
      table.productId,
      table.buyerEmail,
    ),
    index('sales_creator_idx').on(table.creatorId, table.createdAt),
    check('sales_kind_valid', oneOf(table.productKind, SALE_PRODUCT_KINDS)),
    check('sales_type_valid', oneOf(table.paymentType, SALE_PAYMENT_TYPES)),
    check('sales_currency_valid', oneOf(table.currency, CURRENCIES)),
    check(
      'sales_email_lower_case',
      sql`${table.buyerEmail} = lower(${table.buyerEmail})`,
    ),
    check(
      'sales_amounts',
      sql`${table.grossCents} > 0 and ${table.feeCents} >= 0 and ${table.netCents} = ${table.grossCents} - ${table.feeCents}`,
    ),
  ],
);
