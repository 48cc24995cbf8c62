// Admin dashboard calls (role ADMIN only).
import { endpointsOf } from './endpoint';

const { call } = endpointsOf(() => import('./schemas'));

export const adminEndpoints = {
  users: call('GET', '/admin/users', (s) => ({
    query: s.adminUserListQuerySchema,
    response: s.adminUserListSchema,
  })),
  blockUser: call('POST', '/admin/users/:id/block', (s) => ({
    params: s.idParamsSchema,
    response: s.adminUserSchema,
  })),
  unblockUser: call('POST', '/admin/users/:id/unblock', (s) => ({
    params: s.idParamsSchema,
    response: s.adminUserSchema,
  })),
  setUserRole: call('PUT', '/admin/users/:id/role', (s) => ({
    params: s.idParamsSchema,
    body: s.adminRoleUpdateRequestSchema,
    response: s.adminUserSchema,
  })),
  stats: call('GET', '/admin/stats', (s) => ({
    response: s.adminStatsSchema,
  })),
};
