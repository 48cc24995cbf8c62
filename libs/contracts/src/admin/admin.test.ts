import {
  ADMIN_USERS_PAGE_MAX,
  adminStatsSchema,
  adminUserListQuerySchema,
  adminRoleUpdateRequestSchema,
} from './admin';

describe('admin contracts', () => {
  it('reads list queries from the query string with defaults and bounds', () => {
    expect(adminUserListQuerySchema.parse({})).toEqual({
      limit: 20,
      offset: 0,
    });
    expect(
      adminUserListQuerySchema.parse({
        search: ' ada ',
        limit: '50',
        offset: '100',
        status: 'blocked',
        role: 'ADMIN',
      }),
    ).toEqual({
      search: 'ada',
      limit: 50,
      offset: 100,
      status: 'blocked',
      role: 'ADMIN',
    });
    expect(
      adminUserListQuerySchema.safeParse({ limit: ADMIN_USERS_PAGE_MAX + 1 })
        .error?.issues[0]?.message,
    ).toBe('limit must be at most 100');
    expect(
      adminUserListQuerySchema.safeParse({ offset: '-1' }).error?.issues[0]
        ?.message,
    ).toBe('offset must be at least 0');
  });

  it('takes a role and needs every tier in the stats', () => {
    expect(
      adminRoleUpdateRequestSchema.safeParse({ role: 'OWNER' }).success,
    ).toBe(false);
    const users = {
      total: 3,
      active: 2,
      blocked: 1,
      unverified: 0,
      admins: 1,
      newLast7Days: 3,
    };
    expect(
      adminStatsSchema.safeParse({
        users,
        tiers: { house: 3, professional: 0, business: 0, student: 0 },
      }).success,
    ).toBe(true);
    expect(
      adminStatsSchema.safeParse({ users, tiers: { house: 3 } }).success,
    ).toBe(false);
  });
});
