import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  baseApi,
  currentUserApi,
  userChanged,
  userDataStale,
} from '@ruume/api-client';
import type { CurrentUser } from '@ruume/contracts';
import { authApi } from '../api/auth-api';

// The session check has a module of its own: the shell runs it on every first page load, and
// it must not bring the auth API (and its schemas) along.
export { checkSession } from './check-session';

// The thunks read no more than the session, so they run in any store createAppStore builds.
type AuthThunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;

/**
 * An explicit login: keep the user, mark every user-keyed cached query stale, and keep the
 * current-user query subscribed (one auth/me call) so later 'CurrentUser' invalidations
 * refresh the session.
 */
export const login =
  (user: CurrentUser): AuthThunk =>
  (dispatch) => {
    dispatch(userChanged(user));
    dispatch(userDataStale());
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
