import {
  API_ERRORS,
  type AdminStats,
  type AdminUser,
  type AdminUserList,
  type AdminUserListQuery,
  PLAN_TIERS,
  type Role,
} from '@ruume/contracts';
import { httpError } from '../../http/http-error';
import type { AuthRepository } from '../../core/session-repository';
import type { SessionService } from '../../core/session-service';
import type { UserRepository, UserRow } from '../../core/user-repository';

export function toAdminUser(user: UserRow, lastSeenAt?: Date): AdminUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    tier: user.planTier,
    emailVerified: user.emailVerifiedAt !== null,
    passwordExists: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    createdAt: user.createdAt.toISOString(),
    lastSeenAt: lastSeenAt?.toISOString() ?? null,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService(deps: {
  users: UserRepository;
  authRepository: AuthRepository;
  sessions: SessionService;
  accountBlocked(userId: string): Promise<void>;
}) {
  const { users, authRepository, sessions } = deps;

  const withLastSeen = async (user: UserRow) =>
    toAdminUser(user, (await authRepository.lastSeen([user.id])).get(user.id));

  async function setStatus(
    id: string,
    status: UserRow['status'],
  ): Promise<AdminUser> {
    const user = await users.update(id, { status });
    if (!user)
      throw httpError(
        404,
        'ACCOUNT_NOT_FOUND',
        API_ERRORS.ACCOUNT_NOT_FOUND.message,
      );
    return withLastSeen(user);
  }

  return {
    async listUsers(query: AdminUserListQuery): Promise<AdminUserList> {
      const page = await users.list(query);
      const lastSeen = await authRepository.lastSeen(
        page.users.map((user) => user.id),
      );
      return {
        users: page.users.map((user) =>
          toAdminUser(user, lastSeen.get(user.id)),
        ),
        total: page.total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /**
     * Blocked accounts cannot sign in; their open sessions answer 437 USER_BLOCK, and what they
     * are doing live stops now (their rooms end, their room sockets close).
     */
    async block(actor: UserRow, id: string): Promise<AdminUser> {
      if (actor.id === id) {
        throw httpError(
          409,
          'CANNOT_BLOCK_SELF',
          API_ERRORS.CANNOT_BLOCK_SELF.message,
        );
      }
      const blocked = await setStatus(id, 'blocked');
      await sessions.revokeAll(id, 'USER_BLOCK');
      await deps.accountBlocked(id);
      return blocked;
    },

    unblock: (id: string) => setStatus(id, 'active'),

    async setRole(actor: UserRow, id: string, role: Role): Promise<AdminUser> {
      if (actor.id === id && role !== 'ADMIN') {
        throw httpError(
          409,
          'CANNOT_DEMOTE_SELF',
          API_ERRORS.CANNOT_DEMOTE_SELF.message,
        );
      }
      const user = await users.update(id, { role });
      if (!user)
        throw httpError(
          404,
          'ACCOUNT_NOT_FOUND',
          API_ERRORS.ACCOUNT_NOT_FOUND.message,
        );
      return withLastSeen(user);
    },

    async stats(): Promise<AdminStats> {
      const { totals, tiers } = await users.stats();
      const byTier = Object.fromEntries(
        PLAN_TIERS.map((tier) => [
          tier,
          tiers.find((row) => row.tier === tier)?.count ?? 0,
        ]),
      ) as AdminStats['tiers'];
      return { users: totals, tiers: byTier };
    },
  };
}
