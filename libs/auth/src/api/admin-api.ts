import { baseApi } from '@ruume/api-client';
import {
  apiPaths,
  type AdminStats,
  type AdminUser,
  type AdminUserList,
  type Role,
  type UserStatus,
} from '@ruume/contracts';

export interface AdminUsersArgs {
  search?: string;
  status?: UserStatus;
  limit: number;
  offset: number;
}

const adminBase = baseApi.enhanceEndpoints({
  addTagTypes: ['AdminUser', 'AdminStats'],
});

// A changed account refetches the pages that list it and the counts; nothing else.
const changedUser = (
  user: AdminUser | undefined,
  _error: unknown,
  id: string,
) => [
  { type: 'AdminUser' as const, id: user?.id ?? id },
  'AdminStats' as const,
];

export const adminApi = adminBase.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserList, AdminUsersArgs>({
      query: ({ search, status, limit, offset }) => ({
        url: apiPaths.admin.users(),
        params: { search: search || undefined, status, limit, offset },
      }),
      providesTags: (result) => [
        { type: 'AdminUser', id: 'LIST' },
        ...(result?.users.map((user) => ({
          type: 'AdminUser' as const,
          id: user.id,
        })) ?? []),
      ],
    }),
    adminStats: build.query<AdminStats, void>({
      query: () => apiPaths.admin.stats(),
      providesTags: ['AdminStats'],
    }),
    blockUser: build.mutation<AdminUser, string>({
      query: (id) => ({ url: apiPaths.admin.blockUser(id), method: 'POST' }),
      invalidatesTags: changedUser,
    }),
    unblockUser: build.mutation<AdminUser, string>({
      query: (id) => ({ url: apiPaths.admin.unblockUser(id), method: 'POST' }),
      invalidatesTags: changedUser,
    }),
    setUserRole: build.mutation<AdminUser, { id: string; role: Role }>({
      query: ({ id, role }) => ({
        url: apiPaths.admin.setUserRole(id),
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (user, error, { id }) => changedUser(user, error, id),
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminStatsQuery,
  useBlockUserMutation,
  useUnblockUserMutation,
  useSetUserRoleMutation,
} = adminApi;
