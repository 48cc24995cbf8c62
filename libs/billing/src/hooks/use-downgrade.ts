import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, currentUserApi } from '@ruume/api-client';
import {
  DOWNGRADE_POLL_ATTEMPTS,
  DOWNGRADE_POLL_INTERVAL_MS,
  FREE_TIER,
  currentTier,
  isLiveSubscription,
  messages,
  type CurrentUser,
} from '@ruume/contracts';
import { toast } from '@ruume/ui-kit';
import { useDowngradeToFreeMutation } from '../api/billing-api';

/**
 * Where a cancellation stands: `requesting` while the downgrade call runs, `polling` while the
 * user is asked for until the tier is house, then `cancelled`; `pending` when the polls ran out
 * first (the provider is slow: it will still happen), `failed` when the call was refused.
 */
export type DowngradeStatus =
  | 'idle'
  | 'requesting'
  | 'polling'
  | 'cancelled'
  | 'pending'
  | 'failed';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

const wait = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/** On the free plan: no subscription, a house one, or one that is over. */
const isOnFreePlan = (user: CurrentUser) =>
  currentTier(user) === FREE_TIER ||
  (user.planSubscription !== null &&
    !isLiveSubscription(user.planSubscription.status));

/**
 * SPEC §4 cancelling: downgrade-to-free, then the current user every 500 ms, up to 10 times,
 * until its tier is house; then the user, meetings, scheduled meetings and templates are
 * refreshed and the cancellation is announced. Polling stops when the component unmounts.
 */
export function useDowngrade() {
  const dispatch = useDispatch<Dispatch>();
  const [downgrade] = useDowngradeToFreeMutation();
  const [status, setStatus] = useState<DowngradeStatus>('idle');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const cancel = useCallback(
    async (subscriptionId: string): Promise<DowngradeStatus> => {
      setStatus('requesting');
      try {
        await downgrade({ subscriptionId }).unwrap();
      } catch (error) {
        console.error('downgrade to free failed', error);
        setStatus('failed');
        return 'failed';
      }
      setStatus('polling');
      for (let attempt = 0; attempt < DOWNGRADE_POLL_ATTEMPTS; attempt++) {
        await wait(DOWNGRADE_POLL_INTERVAL_MS);
        if (!mounted.current) return 'polling';
        // The session's own query (api-client's auth/me): its answer updates the session too.
        const { data } = await dispatch(
          currentUserApi.endpoints.currentUser.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
        if (data && isOnFreePlan(data)) {
          dispatch(
            baseApi.util.invalidateTags([
              'CurrentUser',
              'Meeting',
              'ScheduledMeeting',
              'Template',
            ]),
          );
          toast.success(messages.subscriptionCancelled());
          if (mounted.current) setStatus('cancelled');
          return 'cancelled';
        }
      }
      if (mounted.current) setStatus('pending');
      return 'pending';
    },
    [dispatch, downgrade],
  );

  const reset = useCallback(() => setStatus('idle'), []);

  return { cancel, status, reset };
}
