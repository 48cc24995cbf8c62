// Billing arithmetic the sandbox's flows share: periods, plan names and invoices.
import { PaymentsUnavailableError } from '../payments';
import { type BillingInterval, PRODUCT_NAME } from '@ruume/contracts';
import type { PlanPrice } from '../payments';
import { newSandboxId } from './sandbox-ids';
import type { InvoiceDoc, SandboxStore } from './sandbox-store';

export { addInterval } from '../billing-period';

const CYCLE_NAMES: Record<BillingInterval, string> = {
  month: 'monthly',
  year: 'yearly',
};

/** 'ruume professional (monthly)'. */
export const planName = (price: Pick<PlanPrice, 'tier' | 'interval'>) =>
  `${PRODUCT_NAME} ${price.tier} (${CYCLE_NAMES[price.interval]})`;

/** Adds an invoice numbered per customer, like Stripe's `ABCD1234-0001`. */
export async function addInvoice(
  store: SandboxStore,
  customerId: string,
  invoice: Omit<InvoiceDoc, 'number'>,
): Promise<string> {
  const count = (await store.list('invoice', customerId)).length;
  const id = newSandboxId('in');
  const number = `${customerId.slice(4, 12).toUpperCase()}-${String(count + 1).padStart(4, '0')}`;
  await store.insert('invoice', id, customerId, { ...invoice, number });
  return id;
}

/** Hosted pages put these in links: only absolute http(s) URLs are taken. */
export function assertWebUrl(name: string, value: string): void {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new PaymentsUnavailableError(
      `${name} must be an absolute http(s) URL`,
    );
  }
}
