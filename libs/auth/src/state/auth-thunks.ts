import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  baseApi,
  currentUserApi,
  sessionChecked,
  userChanged,
  type SessionState,
} from '@ruume/api-client';
import { messages, type CurrentUser } from '@ruume/contracts';
import { authApi } from '../api/auth-api';

// The thunks read no more than the session, so they run in any store createAppStore builds.
type AuthThunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;
const sessionOf = (getState: () => unknown) => (getState() as { session: SessionState }).session;

/**
 * SPEC §4: ask the server for the current user at start; success keeps it, failure forgets it.
 * A sign-in that lands while the check is on its way (a verification link, say) is newer than
 * whatever the check says, so it stays. The check's subscription is kept on purpose: any
 * domain invalidating 'CurrentUser' refetches it and the session follows.
 */
export const checkSession = (): AuthThunk<Promise<void>> => async (dispatch, getState) => {
  const versionAtStart = sessionOf(getState).version;
  const result = await dispatch(currentUserApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true }));
  const session = sessionOf(getState);
  if (session.version !== versionAtStart) {
    dispatch(sessionChecked(session.user));
  } else if (result.data) {
    dispatch(sessionChecked(result.data));
  } else {
    console.info(messages.userNotAuthenticated);
    dispatch(sessionChecked(null));
  }
};

/**
 * An explicit login: keep the user, mark every user-keyed cached query stale, and keep the
 * current-user query subscribed (one auth/me call) so later 'CurrentUser' invalidations
 * refresh the session.
 */
export const login =
  (user: CurrentUser): AuthThunk =>
  (dispatch) => {
    dispatch(userChanged(user));
    dispatch(baseApi.util.invalidateTags(['CurrentUser']));
    dispatch(currentUserApi.endpoints.currentUser.initiate());
  };

/** The server answered with a newer copy of the signed-in user: every screen follows. */
export const updateUser =
  (user: CurrentUser): AuthThunk =>
  (dispatch) => {
    dispatch(userChanged(user));
  };

/** Logout: tell the server, forget the user and empty the whole query cache. */
export const logout = (): AuthThunk<Promise<void>> => async (dispatch) => {
  try {
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch (error) {
    console.warn('logout call failed', error);
  }
  dispatch(userChanged(null));
  dispatch(baseApi.util.resetApiState());
};
