import type { AdminUserListQuery, PlanTier } from '@ruume/contracts';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../../core/user-repository';

export type AdminRepository = ReturnType<typeof createAdminRepository>;

/** LIKE wildcards in a search are matched literally. */
const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createAdminRepository(db: Db) {
  const count = sql<number>`count(*)::int`;
  return {
    /** Newest accounts first; offset paging (admin lists are short and need a page count). */
    async listUsers(
      query: AdminUserListQuery,
    ): Promise<{ users: UserRow[]; total: number }> {
      const conditions: Array<SQL | undefined> = [
        query.status ? eq(users.status, query.status) : undefined,
        query.role ? eq(users.role, query.role) : undefined,
      ];
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          or(
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count }).from(users).where(where),
      ]);
      return { users: rows, total };
    },

    async stats() {
      const [totals] = await db
        .select({
          total: count,
          active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
          blocked: sql<number>`count(*) filter (where ${users.status} = 'blocked')::int`,
          unverified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is null)::int`,
          admins: sql<number>`count(*) filter (where ${users.role} = 'ADMIN')::int`,
          newLast7Days: sql<number>`count(*) filter (where ${users.createdAt} > now() - interval '7 days')::int`,
        })
        .from(users);
      const tiers = await db
        .select({ tier: users.planTier, count })
        .from(users)
        .groupBy(users.planTier);
      return {
        totals,
        tiers: tiers as Array<{ tier: PlanTier; count: number }>,
      };
    },
  };
}
