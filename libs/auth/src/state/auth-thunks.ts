import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, storedUser } from '@ruume/api-client';
import { messages, type CurrentUser } from '@ruume/contracts';
import { authApi } from '../api/auth-api';
import { loggedIn, loggedOut, sessionChecked } from './auth-slice';

// The thunks never read state, so they run in any store that holds the auth slice.
type AuthThunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;

/** SPEC §4: ask the server for the current user at start; success keeps it, failure forgets it. */
export const checkSession = (): AuthThunk<Promise<void>> => async (dispatch) => {
  const result = await dispatch(authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true }));
  if (result.data) {
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
