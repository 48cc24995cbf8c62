import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, storedUser } from '@ruume/api-client';
import { messages, type CurrentUser } from '@ruume/contracts';
import { authApi } from '../api/auth-api';
import { loggedIn, loggedOut, sessionChecked, userUpdated, type AuthState } from './auth-slice';

// The thunks read no more than the auth slice, so they run in any store that holds it.
type AuthThunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;
const sessionUser = (getState: () => unknown) => (getState() as { auth: AuthState }).auth.user;

/**
 * SPEC §4: ask the server for the current user at start; success keeps it, failure forgets it.
 * A sign-in that lands while the check is on its way (a verification link, say) is newer than
 * whatever the check says, so it stays.
 */
export const checkSession = (): AuthThunk<Promise<void>> => async (dispatch, getState) => {
  const before = sessionUser(getState);
  const result = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true }));
  const current = sessionUser(getState);
  if (current !== before && current !== null) {
    dispatch(sessionChecked(current));
  } else if (result.data) {
    storedUser.write(result.data);
    dispatch(sessionChecked(result.data));
  } else {
    console.info(messages.userNotAuthenticated);
    storedUser.clear();
    dispatch(sessionChecked(null));
  }
};

/** An explicit login: keep the user and mark every user-keyed cached query stale. */
export const login =
  (user: CurrentUser): AuthThunk =>
  (dispatch) => {
    storedUser.write(user);
    dispatch(loggedIn(user));
    dispatch(baseApi.util.invalidateTags(['CurrentUser']));
  };

/** The server answered with a newer copy of the signed-in user: keep it (memory and storage). */
export const updateUser =
  (user: CurrentUser): AuthThunk =>
  (dispatch) => {
    storedUser.write(user);
    dispatch(userUpdated(user));
  };

/** Logout: tell the server, forget the user and empty the whole query cache. */
export const logout = (): AuthThunk<Promise<void>> => async (dispatch) => {
  try {
    await dispatch(authApi.endpoints.logout.initiate()).unwrap();
  } catch (error) {
    console.warn('logout call failed', error);
  }
  storedUser.clear();
  dispatch(loggedOut());
  dispatch(baseApi.util.resetApiState());
};
