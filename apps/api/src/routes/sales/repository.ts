import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CreatorSales, SaleProductKind } from '@ruume/contracts';
import { sumOf } from '../../db/aggregates';
import type { Db } from '../../db/database';
import { meetings, recordings, sales } from '../../db/schema';

export type SaleRow = typeof sales.$inferSelect;
export type NewSale = typeof sales.$inferInsert;
export type SalesRepository = ReturnType<typeof createSalesRepository>;

/** Where a sales page stopped: the last row's latest sale (ms) and its group's sort key. */
export interface SalesPosition {
  at: Date;
  key: string;
}

/** The kinds whose product is a meeting (their current name is the meeting's). */
const MEETING_PRODUCTS = [
  'room-entry',
  'audience-entry',
] as const satisfies readonly SaleProductKind[];

/** Keeps every payment a creator received and reads it back per product and currency. */
export function createSalesRepository(db: Db) {
  const s = sales;
  return {
    /** The sale, unless its checkout was recorded already (false then). */
    async insert(sale: NewSale): Promise<boolean> {
      const inserted = await db
        .insert(s)
        .values(sale)
        .onConflictDoNothing({ target: s.checkoutId })
        .returning({ id: s.id });
      return inserted.length > 0;
    },

    /** Has this (lower-case) email bought the product? Donations open nothing. */
    async hasBought(
      kind: SaleProductKind,
      productId: string,
      email: string,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: s.id })
        .from(s)
        .where(
          and(
            eq(s.productKind, kind),
            eq(s.productId, productId),
            eq(s.buyerEmail, email),
            eq(s.paymentType, 'purchase'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Forgets who bought from this creator (their account is being deleted). */
    async anonymiseBuyersOf(creatorId: string): Promise<void> {
      await db
        .update(s)
        .set({ buyerEmail: null })
        .where(eq(s.creatorId, creatorId));
    },

    /**
     * One page of a creator's sales per product and currency, the latest sale first. A product
     * deleted since keeps its row, under the name it was sold under, with a null id.
     */
    async page(
      creatorId: string,
      after: SalesPosition | null,
      limit: number,
    ): Promise<Array<CreatorSales & { position: SalesPosition }>> {
      const count = (type: 'purchase' | 'donation') =>
        sql<number>`count(*) filter (where ${s.paymentType} = ${type})`.mapWith(
          Number,
        );
      // Sales made before the product had an id (moved from old tables) stay apart by name.
      const group = sql`coalesce(${s.productId}, '~' || ${s.productName})`;
      const lastAt = sql<Date>`max(${s.createdAt})`;
      const sortKey = sql<string>`md5(${s.productKind} || '|' || ${group} || '|' || ${s.currency})`;
      const rows = await db
        .select({
          kind: s.productKind,
          recordingId: recordings.id,
          recordingName: recordings.name,
          meetingId: meetings.id,
          meetingName: meetings.name,
          soldAs: sql<string>`max(${s.productName})`,
          currency: s.currency,
          purchases: count('purchase'),
          donations: count('donation'),
          grossCents: sumOf(s.grossCents),
          feeCents: sumOf(s.feeCents),
          netCents: sumOf(s.netCents),
          lastAt: sql<string>`to_char(${lastAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
          key: sortKey,
        })
        .from(s)
        .leftJoin(
          recordings,
          and(eq(s.productKind, 'recording'), eq(recordings.id, s.productId)),
        )
        .leftJoin(
          meetings,
          and(
            inArray(s.productKind, [...MEETING_PRODUCTS]),
            eq(meetings.id, s.productId),
          ),
        )
        .where(eq(s.creatorId, creatorId))
        .groupBy(
          s.productKind,
          group,
          s.currency,
          recordings.id,
          recordings.name,
          meetings.id,
          meetings.name,
        )
        .having(
          after
            ? sql`(${lastAt}, ${sortKey}) < (${after.at.toISOString()}::timestamptz, ${after.key})`
            : undefined,
        )
        .orderBy(desc(lastAt), desc(sortKey))
        .limit(limit);
      return rows.map((row) => ({
        kind: row.kind,
        productId: row.recordingId ?? row.meetingId ?? null,
        productName: row.recordingName ?? row.meetingName ?? row.soldAs,
        currency: row.currency,
        purchases: row.purchases,
        donations: row.donations,
        grossCents: row.grossCents,
        feeCents: row.feeCents,
        netCents: row.netCents,
        position: { at: new Date(row.lastAt), key: row.key },
      }));
    },
  };
}
