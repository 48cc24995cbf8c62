import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  currentUserApi,
  sessionChecked,
  type SessionState,
} from '@ruume/api-client';
import { sessionMessages } from '@ruume/contracts';

type AuthThunk<R = void> = ThunkAction<R, unknown, unknown, UnknownAction>;
const sessionOf = (getState: () => unknown) =>
  (getState() as { session: SessionState }).session;

/**
 * SPEC §4: ask the server for the current user at start; success keeps it, failure forgets it.
 * A sign-in that lands while the check is on its way (a verification link, say) is newer than
 * whatever the check says, so it stays. The check's subscription is kept on purpose: any
 * domain invalidating 'CurrentUser' refetches it and the session follows.
 */
export const checkSession =
  (): AuthThunk<Promise<void>> => async (dispatch, getState) => {
    const versionAtStart = sessionOf(getState).version;
    const result = await dispatch(
      currentUserApi.endpoints.currentUser.initiate(undefined, {
        forceRefetch: true,
      }),
    );
    const session = sessionOf(getState);
    if (session.version !== versionAtStart) {
      dispatch(sessionChecked(session.user));
    } else if (result.data) {
      dispatch(sessionChecked(result.data));
    } else {
      console.info(sessionMessages.userNotAuthenticated);
      dispatch(sessionChecked(null));
    }
  };
