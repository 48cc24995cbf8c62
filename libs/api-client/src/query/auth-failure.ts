import type { Dispatch } from '@reduxjs/toolkit';
import {
  AUTH_FAILURE_STATUS,
  isAuthFailureCode,
  paths,
  sessionMessages,
} from '@ruume/contracts';
import { getHttpClient } from '../http/http-client';
import { storedUser } from '../session/stored-user';
import { sessionEnded } from '../session/session-actions';

export interface AuthFailureEnvironment {
  /** Replaces the current history entry; a full navigation also drops in-memory state. */
  replaceLocation: (url: string) => void;
  /** Empties the whole RTK Query cache. */
  resetCache: (dispatch: Dispatch) => void;
}

let environment: AuthFailureEnvironment = {
  replaceLocation: (url) => globalThis.location?.replace(url),
  resetCache: () => undefined,
};

export function configureAuthFailure(
  next: Partial<AuthFailureEnvironment>,
): void {
  environment = { ...environment, ...next };
}

export function isAuthFailure(
  status: unknown,
  body: unknown,
): body is { error: string; message?: string } {
  if (
    status !== AUTH_FAILURE_STATUS ||
    typeof body !== 'object' ||
    body === null
  )
    return false;
  return isAuthFailureCode((body as { error?: unknown }).error);
}

let inFlight: Promise<void> | null = null;

/**
 * SPEC §8: on a 437 with a session failure code, log out once (however many requests
 * fail together), forget the user and the cache, and go to /login with the message.
 */
export function handleAuthFailure(
  dispatch: Dispatch,
  body: { message?: string },
): Promise<void> {
  if (inFlight) return inFlight;
  const message = body.message?.trim() || sessionMessages.authenticationFailed;
  inFlight = (async () => {
    try {
      await getHttpClient().post('auth/logout');
    } catch {
      // The session is already gone server-side; logging out is best effort.
    }
    storedUser.clear();
    environment.resetCache(dispatch);
    dispatch(sessionEnded({ reason: message }));
    environment.replaceLocation(paths.login({ error: message }));
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
