import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { sessionCacheLeases } from '../schema';
import type { InvalidationChannel } from './channel';

/** The NOTIFY channel the sessions and users triggers write to (migration 0002). */
export const SESSION_CACHE_CHANNEL = 'session_cache';

/** LISTEN/NOTIFY on the app's own database; leases in session_cache_leases. */
export function createDatabaseChannel(database: Database): InvalidationChannel {
  const { db } = database;
  const leases = sessionCacheLeases;
  const countPending = db
    .select({ count: sql<number>`count(*)::int` })
    .from(leases)
    .where(
      and(
        gt(leases.expiresAt, sql`now()`),
        lt(leases.ackedSeq, sql.placeholder('seq')),
      ),
    )
    .prepare('session_cache_pending');

  return {
    subscribe: ({ message, lost }) =>
      database.listen(SESSION_CACHE_CHANNEL, message, lost),

    async renewLease(instanceId, ackedSeq, leaseMs) {
      const expiresAt = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
      await db
        .insert(leases)
        .values({ instanceId, ackedSeq, expiresAt })
        .onConflictDoUpdate({
          target: leases.instanceId,
          set: {
            ackedSeq: sql`greatest(${leases.ackedSeq}, excluded.acked_seq)`,
            expiresAt,
          },
        });
    },

    async releaseLease(instanceId) {
      await db.delete(leases).where(eq(leases.instanceId, instanceId));
    },

    async barrier() {
      const { rows } = await db.execute<{ seq: string }>(sql`
        with next as (select nextval('session_cache_seq') as seq)
        select seq::text as seq, pg_notify(${SESSION_CACHE_CHANNEL}, 'b:' || seq)
        from next`);
      return Number(rows[0].seq);
    },

    async pending(seq) {
      const [row] = await countPending.execute({ seq });
      return row.count;
    },

    // The sessions and users triggers NOTIFY every change in its transaction.
    publish: async () => undefined,

    close: async () => undefined,
  };
}
