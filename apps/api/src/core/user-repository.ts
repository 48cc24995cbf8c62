import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { sessions, users } from '../db/schema';
import type { RepositoryOptions } from './session-repository';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(
  db: Db,
  { afterWrite = async () => undefined }: RepositoryOptions = {},
) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
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

    async count(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users);
      return row.count;
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'ADMIN'));
      return row.count;
    },
  };
}
