import {
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
} from '@ruume/contracts';
import { createUser, signedInUser } from '../../support/accounts';
import type { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';

describe.each(FEATURE_DRIVERS)('admin (%s)', (driver) => {
  let t: TestApp;
  let admin: Browser;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    const signedIn = await signedInUser(t, {
      role: 'ADMIN',
      email: 'root@ruume.test',
      firstName: 'Root',
      lastName: 'Admin',
    });
    admin = signedIn.browser;
    adminId = signedIn.user.id;
  });
  afterAll(() => t.close());

  it('every admin call answers 403 to a signed-in user who is not an admin', async () => {
    const { browser } = await signedInUser(t);
    const target = await createUser(t);
    const calls = [
      browser.get('/api/v1/admin/users'),
      browser.get('/api/v1/admin/stats'),
      browser.post(`/api/v1/admin/users/${target.id}/block`),
      browser.post(`/api/v1/admin/users/${target.id}/unblock`),
      browser.put(`/api/v1/admin/users/${target.id}/role`, { role: 'ADMIN' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'FORBIDDEN',
        message: 'you are not allowed to do this',
      });
    }
    expect((await t.app.services.users.findById(target.id))?.role).toBe('USER');
  });

  it('lists accounts newest first, searches email and names, pages with a total', async () => {
    const made = [];
    for (const name of ['Zelda', 'Zeno', 'Zora']) {
      made.push(
        await createUser(t, {
          email: `${name.toLowerCase()}.search@zz.example.com`,
          firstName: name,
          lastName: 'Zedquist',
        }),
      );
    }
    const all = await admin.get('/api/v1/admin/users?search=search@ZZ.example');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const list = adminUserListSchema.parse(all.json());
    expect(list.total).toBe(3);
    expect(list.users.map((u) => u.firstName)).toEqual([
      'Zora',
      'Zeno',
      'Zelda',
    ]);
    expect(list.users[0]).toEqual({
      id: made[2].id,
      email: 'zora.search@zz.example.com',
      firstName: 'Zora',
      lastName: 'Zedquist',
      role: 'USER',
      status: 'active',
      tier: 'house',
      emailVerified: true,
      passwordExists: true,
      googleLinked: false,
      createdAt: made[2].createdAt.toISOString(),
      lastSeenAt: null,
    });

    const page = (
      await admin.get('/api/v1/admin/users?search=zedquist&limit=2&offset=2')
    ).json();
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.users.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Zelda',
    ]);

    const byName = (
      await admin.get('/api/v1/admin/users?search=zeno%20zedquist')
    ).json();
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([made[1].id]);
    // LIKE wildcards are literal.
    expect(
      (await admin.get('/api/v1/admin/users?search=%25')).json().total,
    ).toBe(0);
  });

  it('shows when an account was last active', async () => {
    const { user } = await signedInUser(t);
    const list = (
      await admin.get(
        `/api/v1/admin/users?search=${encodeURIComponent(user.email)}`,
      )
    ).json();
    expect(list.users[0].lastSeenAt).toEqual(expect.any(String));
  });

  it('rejects bad paging with 400', async () => {
    for (const query of [
      'limit=101',
      'limit=0',
      'offset=-1',
      'limit=abc',
      'status=gone',
    ]) {
      const response = await admin.get(`/api/v1/admin/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('blocks and unblocks; an admin cannot block themselves', async () => {
    const { user, browser } = await signedInUser(t);
    const blocked = await admin.post(`/api/v1/admin/users/${user.id}/block`);
    expect(blocked.statusCode).toBe(200);
    expect(adminUserSchema.parse(blocked.json()).status).toBe('blocked');
    expect((await browser.get('/api/v1/auth/me')).json().error).toBe(
      'USER_BLOCK',
    );
    expect(
      (await admin.get('/api/v1/admin/users?status=blocked'))
        .json()
        .users.map((u: { id: string }) => u.id),
    ).toContain(user.id);

    const unblocked = await admin.post(
      `/api/v1/admin/users/${user.id}/unblock`,
    );
    expect(unblocked.json().status).toBe('active');

    const self = await admin.post(`/api/v1/admin/users/${adminId}/block`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      error: 'CANNOT_BLOCK_SELF',
      message: 'you cannot block your own account.',
    });
    const missing = await admin.post(
      '/api/v1/admin/users/00000000-0000-4000-8000-000000000000/block',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'ACCOUNT_NOT_FOUND',
      message: 'this account does not exist.',
    });
  });

  it('changes roles: a new admin can use the admin calls; nobody demotes themselves', async () => {
    const { user, browser } = await signedInUser(t);
    expect((await browser.get('/api/v1/admin/stats')).statusCode).toBe(403);
    const promoted = await admin.put(`/api/v1/admin/users/${user.id}/role`, {
      role: 'ADMIN',
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('ADMIN');
    expect((await browser.get('/api/v1/auth/me')).json().role).toBe('ADMIN');
    expect((await browser.get('/api/v1/admin/stats')).statusCode).toBe(200);

    const invalid = await admin.put(`/api/v1/admin/users/${user.id}/role`, {
      role: 'OWNER',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      'role: role must be one of USER, ADMIN',
    );

    const self = await admin.put(`/api/v1/admin/users/${adminId}/role`, {
      role: 'USER',
    });
    expect(self.statusCode).toBe(409);
  });

  it('counts accounts by status and tier', async () => {
    await createUser(t, { planTier: 'professional' });
    await createUser(t, { emailVerifiedAt: null });
    const response = await admin.get('/api/v1/admin/stats');
    expect(response.statusCode).toBe(200);
    const stats = adminStatsSchema.parse(response.json());
    const total = (await admin.get('/api/v1/admin/users?limit=1')).json().total;
    expect(stats.users.total).toBe(total);
    expect(stats.users.active + stats.users.blocked).toBe(total);
    expect(stats.users.unverified).toBeGreaterThanOrEqual(1);
    expect(stats.users.admins).toBeGreaterThanOrEqual(1);
    expect(stats.users.newLast7Days).toBe(total);
    expect(Object.keys(stats.tiers).sort()).toEqual([
      'business',
      'house',
      'professional',
      'student',
    ]);
    expect(stats.tiers.professional).toBe(1);
    expect(Object.values(stats.tiers).reduce((sum, n) => sum + n, 0)).toBe(
      total,
    );
  });
});
