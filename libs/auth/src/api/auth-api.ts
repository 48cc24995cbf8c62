import { baseApi } from '@ruume/api-client';
import { currentUserSchema, normalizeCurrentUser, type CurrentUser } from '@ruume/contracts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser, void>({
      query: () => 'auth/me',
      // SPEC §3: text fields are lower-cased on read.
      transformResponse: (raw: unknown) => normalizeCurrentUser(currentUserSchema.parse(raw)),
      providesTags: ['CurrentUser'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useCurrentUserQuery, useLogoutMutation } = authApi;
