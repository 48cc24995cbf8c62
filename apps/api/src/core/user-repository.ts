import type { AdminUserListQuery, PlanTier } from '@ruume/contracts';
import {
  type AnyColumn,
  and,
  desc,
  eq,
  ilike,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { sessions, users } from '../db/schema';
import type { RepositoryOptions } from './session-repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export type UserRepository = ReturnType<typeof createUserRepository>;

/**
 * The account columns other modules may select where they join an account to their own rows
 * (a room's host, a shared recording's creator): the one place outside this file that names
 * them, so the users table's shape is read here. Hashes, subjects and roles stay out.
 */
export const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayFirstNameOnly: users.displayFirstNameOnly,
  profilePicKey: users.profilePicKey,
  avatarBackgroundColor: users.avatarBackgroundColor,
  avatarTextColor: users.avatarTextColor,
  planTier: users.planTier,
};

/**
 * The account whose id is in `id`, for a query's `innerJoin`, so a row and its account come in
 * one query: `.innerJoin(...accountAt(recordings.userId))`.
 */
export const accountAt = (id: AnyColumn) => [users, eq(users.id, id)] as const;

/** Like accountAt, but rows of blocked accounts drop out too. */
export const activeAccountAt = (id: AnyColumn) =>
  [users, and(eq(users.id, id), eq(users.status, 'active'))] as const;

/** LIKE wildcards in a search are matched literally. */
const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createUserRepository(
  db: Db,
  { afterWrite = async () => undefined }: RepositoryOptions = {},
) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  const countAll = sql<number>`count(*)::int`;
  /** Every cached copy of the user is dropped before this resolves (profile, block, password). */
  const update = async (
    id: string,
    changes: UserChanges,
  ): Promise<UserRow | null> => {
    const row = first(
      await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(),
    );
    if (row) await afterWrite([`u:${id}`]);
    return row;
  };
  return {
    findById: async (id: string) =>
      first(await db.select().from(users).where(eq(users.id, id))),

    findByEmail: async (email: string) =>
      first(
        await db
          .select()
          .from(users)
          .where(eq(users.email, email.toLowerCase())),
      ),

    findByGoogleSubject: async (subject: string) =>
      first(
        await db.select().from(users).where(eq(users.googleSubject, subject)),
      ),

    /** null when the email (or Google account) is already taken. */
    async insert(values: NewUser): Promise<UserRow | null> {
      return first(
        await db
          .insert(users)
          .values({ ...values, email: values.email.toLowerCase() })
          .onConflictDoNothing()
          .returning(),
      );
    },

    /** null when there is no such user. */
    update,

    /** Like update, but answers 'taken' instead of throwing when a unique value is in use. */
    async updateUnique(
      id: string,
      changes: UserChanges,
    ): Promise<UserRow | null | 'taken'> {
      try {
        return await update(id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * Deletes the account. Its open sessions are revoked USER_NOT_FOUND in the same transaction
     * and keep no user (the foreign key sets null), so an old cookie learns what happened.
     */
    async deleteWithSessions(id: string): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()`, revokedReason: 'USER_NOT_FOUND' })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        const deleted = await tx
          .delete(users)
          .where(eq(users.id, id))
          .returning({ id: users.id });
        return deleted.length > 0;
      });
      await afterWrite([`u:${id}`]);
      return deleted;
    },

    /** Whether the account exists and is not blocked. */
    async isActive(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.status, 'active')));
      return rows.length > 0;
    },

    /**
     * The account's row, locked until the transaction ends (call on a transaction's `users`):
     * one account's meeting creations, invitations, uploads and deletions take turns, so the
     * counts and storage they check never go stale. null when there is no such account.
     */
    async lock(id: string) {
      return first(
        await db
          .select({
            planTier: users.planTier,
            recordingStorageUsed: users.recordingStorageUsed,
          })
          .from(users)
          .where(eq(users.id, id))
          .for('update'),
      );
    },

    /** Newest accounts first; offset paging (admin lists are short and need a page count). */
    async list(
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
        db.select({ total: countAll }).from(users).where(where),
      ]);
      return { users: rows, total };
    },

    /** The admin dashboard's account figures, and accounts per plan tier. */
    async stats() {
      const [totals] = await db
        .select({
          total: countAll,
          active: sql<number>`count(*) filter (where ${users.status} = 'active')::int`,
          blocked: sql<number>`count(*) filter (where ${users.status} = 'blocked')::int`,
          unverified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is null)::int`,
          admins: sql<number>`count(*) filter (where ${users.role} = 'ADMIN')::int`,
          newLast7Days: sql<number>`count(*) filter (where ${users.createdAt} > now() - interval '7 days')::int`,
        })
        .from(users);
      const tiers = await db
        .select({ tier: users.planTier, count: countAll })
        .from(users)
        .groupBy(users.planTier);
      return {
        totals,
        tiers: tiers as Array<{ tier: PlanTier; count: number }>,
      };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ count: countAll }).from(users);
      return row.count;
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: countAll })
        .from(users)
        .where(eq(users.role, 'ADMIN'));
      return row.count;
    },
  };
}
