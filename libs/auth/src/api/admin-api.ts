import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  userKeyedTags,
} from '@ruume/api-client';
import { adminEndpoints, type AdminUser } from '@ruume/contracts';

/** The admin dashboard's calls, by slice endpoint. */
export const adminCalls = {
  adminUsers: adminEndpoints.users,
  adminStats: adminEndpoints.stats,
  blockUser: adminEndpoints.blockUser,
  unblockUser: adminEndpoints.unblockUser,
  setUserRole: adminEndpoints.setUserRole,
};

// A changed account refetches the pages that list it and the counts; nothing else.
const changedUser = (
  user: AdminUser | undefined,
  _error: unknown,
  { id }: { id: string },
) => [
  { type: 'AdminUser' as const, id: user?.id ?? id },
  'AdminStats' as const,
];

export const adminApi = coveringCalls(
  adminCalls,
  baseApi
    .enhanceEndpoints({ addTagTypes: userKeyedTags('AdminUser', 'AdminStats') })
    .injectEndpoints({
      endpoints: (build) => ({
        adminUsers: build.query({
          ...fromEndpoint(adminCalls.adminUsers),
          providesTags: (result) => [
            { type: 'AdminUser', id: 'LIST' },
            ...(result?.users.map((user) => ({
              type: 'AdminUser' as const,
              id: user.id,
            })) ?? []),
          ],
        }),
        adminStats: build.query({
          ...fromEndpoint(adminCalls.adminStats),
          providesTags: ['AdminStats'],
        }),
        blockUser: build.mutation({
          ...fromEndpoint(adminCalls.blockUser),
          invalidatesTags: changedUser,
        }),
        unblockUser: build.mutation({
          ...fromEndpoint(adminCalls.unblockUser),
          invalidatesTags: changedUser,
        }),
        setUserRole: build.mutation({
          ...fromEndpoint(adminCalls.setUserRole),
          invalidatesTags: changedUser,
        }),
      }),
    }),
);

export const {
  useAdminUsersQuery,
  useAdminStatsQuery,
  useBlockUserMutation,
  useUnblockUserMutation,
  useSetUserRoleMutation,
} = adminApi;
