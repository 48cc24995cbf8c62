import { z } from 'zod';

/** GET payment/subscription/{id} (SPEC §3). */
export const subscriptionSchema = z.object({
  id: z.string().min(1),
  /** Epoch seconds, as the payment provider counts. */
  current_period_end: z.number().int().nonnegative(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionPeriodEnd = (
  subscription: Pick<Subscription, 'current_period_end'>,
): Date => new Date(subscription.current_period_end * 1000);
