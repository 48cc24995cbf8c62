// Changing a subscription's price at once, with proration billed immediately
// (proration_behavior 'always_invoice'), and its preview (invoices.createPreview with the same
// proration date). A declined charge fails the update (payment_behavior 'error_if_incomplete'):
// the subscription stays on its old price.
import { getUnixTime } from 'date-fns';
import Stripe from 'stripe';
import { addInterval } from '../billing-period';
import {
  PaymentDeclinedError,
  PaymentsUnavailableError,
  type PaymentsProvider,
  type PlanPrice,
  type ProviderSubscriptionChange,
  type SubscriptionChangeInput,
} from '../payments';
import { currentPeriodEnd, idOf } from './stripe-objects';
import { planOfPrice } from './stripe-prices';

type Call = <T>(operation: string, request: () => Promise<T>) => Promise<T>;

export function stripePlanChange(deps: {
  stripe: Stripe;
  call: Call;
  listPrices: () => Promise<PlanPrice[]>;
  now: () => Date;
}): Pick<PaymentsProvider, 'previewSubscriptionChange' | 'changeSubscription'> {
  const { stripe, call, listPrices, now } = deps;

  /** The subscription's plan item, the new price, and one proration time for both calls. */
  async function plan({ subscriptionId, priceId }: SubscriptionChangeInput) {
    const [subscription, prices] = await Promise.all([
      call('subscriptions.retrieve', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      ),
      listPrices(),
    ]);
    const item = subscription.items.data[0];
    const to = prices.find((price) => price.id === priceId);
    const from = item && planOfPrice(item.price);
    const periodEndSeconds = item && currentPeriodEnd(subscription, item);
    if (!item || !from || !to || periodEndSeconds === undefined) {
      throw new PaymentsUnavailableError(
        `stripe subscription ${subscriptionId} cannot move to ${priceId}`,
      );
    }
    const at = now();
    // Stripe restarts the billing cycle from now when the interval changes.
    const periodEnd =
      from.interval === to.interval
        ? new Date(periodEndSeconds * 1000)
        : addInterval(at, to.interval);
    return {
      customer: idOf(subscription.customer) ?? undefined,
      items: [{ id: item.id, price: to.id }],
      prorationDate: getUnixTime(at),
      toChange: (invoice: Stripe.Invoice): ProviderSubscriptionChange => ({
        priceId: to.id,
        amountDue: invoice.amount_due,
        credit: creditAfter(invoice),
        effectiveAt: at,
        currentPeriodEnd: periodEnd,
      }),
    };
  }

  return {
    async previewSubscriptionChange(input) {
      const planned = await plan(input);
      const invoice = await call('invoices.createPreview', () =>
        stripe.invoices.createPreview({
          customer: planned.customer,
          subscription: input.subscriptionId,
          subscription_details: {
            items: planned.items,
            proration_behavior: 'always_invoice',
            proration_date: planned.prorationDate,
          },
        }),
      );
      return planned.toChange(invoice);
    },

    async changeSubscription(input) {
      const planned = await plan(input);
      const updated = await call('subscriptions.update', () =>
        declinedAsPaymentDeclined(() =>
          stripe.subscriptions.update(
            input.subscriptionId,
            {
              items: planned.items,
              proration_behavior: 'always_invoice',
              proration_date: planned.prorationDate,
              payment_behavior: 'error_if_incomplete',
              expand: ['latest_invoice'],
            },
            // A double click sends one change.
            {
              idempotencyKey: `ruume-plan-change-${input.subscriptionId}-${input.priceId}-${planned.prorationDate}`,
            },
          ),
        ),
      );
      const invoice = updated.latest_invoice;
      if (!invoice || typeof invoice === 'string') {
        throw new PaymentsUnavailableError(
          `stripe returned no invoice for the change of ${input.subscriptionId}`,
        );
      }
      return planned.toChange(invoice);
    },
  };
}

/** What the customer has left as credit once the invoice is settled (balance < 0 is credit). */
const creditAfter = (invoice: Stripe.Invoice): number =>
  Math.max(0, -(invoice.starting_balance + invoice.total));

/** A card refusal is the user's to fix, not "try again later". */
async function declinedAsPaymentDeclined<T>(
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new PaymentDeclinedError(`stripe declined: ${error.code ?? ''}`, {
        cause: error,
      });
    }
    throw error;
  }
}
