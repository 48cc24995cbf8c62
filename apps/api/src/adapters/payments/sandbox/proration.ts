// The sandbox's proration, as Stripe prorates a price change billed at once (always_invoice):
// the unused time of the old price is credited, the new price charged for the rest of the
// period, or for a whole new period from now when the billing cycle changes.
import type { PlanPrice } from '../payments';
import { addInterval } from './sandbox-billing';

export interface ProrationInput {
  from: Pick<PlanPrice, 'unitAmount' | 'interval'>;
  to: Pick<PlanPrice, 'unitAmount' | 'interval'>;
  periodStart: Date;
  periodEnd: Date;
  /** When the change applies. */
  at: Date;
  /** The customer's credit from earlier changes, in cents. */
  creditBalance: number;
}

export interface Proration {
  /** The unused time of the old price, in cents. */
  unusedCredit: number;
  /** The new price for the time it now covers, in cents. */
  newCharge: number;
  /** Charged now, after every credit. */
  amountDue: number;
  /** The customer's credit left for the next invoices. */
  creditBalance: number;
  periodStart: Date;
  periodEnd: Date;
}

export function prorate(input: ProrationInput): Proration {
  const { from, to, periodStart, periodEnd, at } = input;
  const length = periodEnd.getTime() - periodStart.getTime();
  const left = periodEnd.getTime() - at.getTime();
  const unused = length > 0 ? Math.min(1, Math.max(0, left / length)) : 0;
  const sameCycle = from.interval === to.interval;
  const unusedCredit = Math.round(from.unitAmount * unused);
  const newCharge = sameCycle
    ? Math.round(to.unitAmount * unused)
    : to.unitAmount;
  const balance = newCharge - unusedCredit - input.creditBalance;
  return {
    unusedCredit,
    newCharge,
    amountDue: Math.max(0, balance),
    creditBalance: Math.max(0, -balance),
    periodStart: sameCycle ? periodStart : at,
    periodEnd: sameCycle ? periodEnd : addInterval(at, to.interval),
  };
}
