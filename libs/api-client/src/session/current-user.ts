import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  CURRENT_USER_API_PATH,
  readCurrentUser,
  type CurrentUser,
} from '@ruume/contracts';
import { baseApi } from '../query/base-api';
import {
  selectSession,
  userRefreshed,
  type SessionState,
} from './session-slice';

/**
 * GET auth/me, the current user's one endpoint. Every answer updates the session, so a domain
 * that changes the user (a plan, a payment account) invalidates 'CurrentUser' and every screen
 * follows. An answer that started before a sign-in, sign-out or update landed is dropped.
 */
export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currentUser: build.query<CurrentUser, void>({
      query: () => CURRENT_USER_API_PATH,
      // SPEC §3: text fields are lower-cased on read, wherever a current user comes from. A hand
      // check (readCurrentUser), not the zod schema: this runs on every first page load.
      transformResponse: (raw: unknown) => readCurrentUser(raw),
      providesTags: ['CurrentUser'],
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const version = () =>
          (getState() as unknown as { session: SessionState }).session.version;
        const versionAtStart = version();
        try {
          const { data } = await queryFulfilled;
          if (version() === versionAtStart) {
            dispatch(userRefreshed(data));
          }
        } catch {
          // A failed check is the session check's (or SPEC §8's) to handle.
        }
      },
    }),
  }),
});

type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The signed-in user, whether the first check is still on its way, and `refresh()` to ask the
 * server again (after a change made elsewhere, such as a checkout in another tab).
 */
export function useCurrentUser() {
  const { user, loading } = useSelector(selectSession);
  const dispatch = useDispatch<SessionDispatch>();
  const refresh = useCallback(async () => {
    await dispatch(
      currentUserApi.endpoints.currentUser.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
  }, [dispatch]);
  return { user, loading, isLoggedIn: !loading && user !== null, refresh };
}
