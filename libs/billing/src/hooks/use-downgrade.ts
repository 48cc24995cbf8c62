import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  FREE_TIER,
  currentTier,
  isLiveSubscription,
  messages,
  type CurrentUser,
} from '@ruume/contracts';
import { toast } from '@ruume/ui-kit';
import { useDowngradeToFreeMutation } from '../api/billing-api';
import {
  pollCurrentUser,
  useMountedRef,
  type Dispatch,
} from './poll-current-user';

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
  const mounted = useMountedRef();

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
      const user = await pollCurrentUser(
        dispatch,
        isOnFreePlan,
        () => mounted.current,
      );
      if (!mounted.current) return 'polling';
      const outcome = user ? 'cancelled' : 'pending';
      if (user) toast.success(messages.subscriptionCancelled());
      setStatus(outcome);
      return outcome;
    },
    [dispatch, downgrade, mounted],
  );

  const reset = useCallback(() => setStatus('idle'), []);

  return { cancel, status, reset };
}
