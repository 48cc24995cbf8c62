import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  billingMessages,
  type CurrentUser,
  type PlanChange,
} from '@ruume/contracts';
import { toast } from '@ruume/ui-kit';
import { useChangePlanMutation } from '../api/billing-api';
import {
  pollCurrentUser,
  useMountedRef,
  type Dispatch,
} from './poll-current-user';

/**
 * Where a plan switch stands: `changing` while the call runs, `polling` until the account shows
 * the new plan, then `changed`; `pending` when the polls ran out first (the provider's event is
 * late: it will still come), `failed` when the call was refused (the error says why).
 */
export type PlanChangeStatus =
  | 'idle'
  | 'changing'
  | 'polling'
  | 'changed'
  | 'pending'
  | 'failed';

const isOn = (change: PlanChange) => (user: CurrentUser) =>
  user.planSubscription?.tier === change.tier &&
  user.planSubscription.interval.unit === change.interval;

/** Switches the subscription to another price, then waits for the account to show it. */
export function usePlanChange() {
  const dispatch = useDispatch<Dispatch>();
  const [changePlan, { error, reset: resetCall }] = useChangePlanMutation();
  const [status, setStatus] = useState<PlanChangeStatus>('idle');
  const [changed, setChanged] = useState<PlanChange | null>(null);
  const mounted = useMountedRef();

  const change = useCallback(
    async (id: string, priceId: string): Promise<PlanChangeStatus> => {
      setStatus('changing');
      let done: PlanChange;
      try {
        done = await changePlan({ id, priceId }).unwrap();
      } catch {
        setStatus('failed');
        return 'failed';
      }
      setChanged(done);
      setStatus('polling');
      const user = await pollCurrentUser(
        dispatch,
        isOn(done),
        () => mounted.current,
      );
      if (!mounted.current) return 'polling';
      const outcome = user ? 'changed' : 'pending';
      if (user)
        toast.success(billingMessages.planChanged(done.tier, done.interval));
      setStatus(outcome);
      return outcome;
    },
    [changePlan, dispatch, mounted],
  );

  const reset = useCallback(() => {
    resetCall();
    setStatus('idle');
  }, [resetCall]);

  return {
    change,
    status,
    /** The switch that went through (for the page's notice). */
    changed,
    /** Why the last switch was refused. */
    error: status === 'failed' ? error : undefined,
    reset,
  };
}
