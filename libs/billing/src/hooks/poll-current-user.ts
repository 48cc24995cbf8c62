import { useEffect, useRef } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, currentUserApi } from '@ruume/api-client';
import {
  DOWNGRADE_POLL_ATTEMPTS,
  DOWNGRADE_POLL_INTERVAL_MS,
  type CurrentUser,
} from '@ruume/contracts';

export type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A ref that is false once the component unmounted (polling stops then). */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * SPEC §4's polling after a plan change at the provider (its event moves the plan a moment
 * later): the current user every 500 ms, up to 10 times, until `reached` says so. Then what the
 * tier decides (the user, meetings, scheduled meetings, templates) is refreshed. Resolves with
 * the user, or null when the polls ran out or `keepGoing` said stop.
 */
export async function pollCurrentUser(
  dispatch: Dispatch,
  reached: (user: CurrentUser) => boolean,
  keepGoing: () => boolean,
): Promise<CurrentUser | null> {
  for (let attempt = 0; attempt < DOWNGRADE_POLL_ATTEMPTS; attempt++) {
    await wait(DOWNGRADE_POLL_INTERVAL_MS);
    if (!keepGoing()) return null;
    // The session's own query (api-client's auth/me): its answer updates the session too.
    const { data } = await dispatch(
      currentUserApi.endpoints.currentUser.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    if (data && reached(data)) {
      dispatch(
        baseApi.util.invalidateTags([
          'CurrentUser',
          'Meeting',
          'ScheduledMeeting',
          'Template',
        ]),
      );
      return data;
    }
  }
  return null;
}
