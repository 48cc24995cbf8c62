import { baseApi } from '@ruume/api-client';
import { apiPaths, parseCurrentUser, type CurrentUser } from '@ruume/contracts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser, void>({
      query: () => apiPaths.auth.me(),
      // SPEC §3: text fields are lower-cased on read.
      transformResponse: (raw: unknown) => parseCurrentUser(raw),
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: apiPaths.auth.logout(), method: 'POST' }),
    }),
  }),
});

export const { useCurrentUserQuery, useLogoutMutation } = authApi;
