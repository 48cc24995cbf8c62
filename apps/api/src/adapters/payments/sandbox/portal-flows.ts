// The billing portal: invoices with receipts, the card on file and replacing it, and the
// customer's subscriptions for the developer page.
import { PaymentsUnavailableError } from '../payments';
import { addHours } from 'date-fns';
import type { PaymentsProvider } from '../payments';
import { type CardInput, checkCard } from './catalogue';
import {
  type EventBody,
  type SandboxContext,
  toInvoiceView,
  toPaymentMethod,
  toProviderSubscription,
} from './sandbox-context';
import type {
  PortalView,
  ReplaceCardResult,
  SandboxControls,
  Unavailable,
} from './sandbox-controls';
import { assertWebUrl } from './sandbox-billing';
import { isSandboxId, newSandboxId } from './sandbox-ids';
import type { SandboxStore, Stored, SubscriptionDoc } from './sandbox-store';

/** Portal sessions are short-lived, as Stripe's are. */
const PORTAL_TTL_HOURS = 1;

export function portalFlows(
  context: SandboxContext,
): Pick<PaymentsProvider, 'createPortalSession'> &
  Pick<SandboxControls, 'portalPage' | 'replaceCard' | 'receipt'> {
  const { store, now } = context;

  async function liveSession(
    s: SandboxStore,
    id: string,
  ): Promise<Stored<'portal_session'> | Unavailable> {
    const session = isSandboxId('bps', id)
      ? await s.get('portal_session', id)
      : null;
    if (!session) return { state: 'unknown' };
    if (new Date(session.data.expiresAt) <= now()) {
      return { state: 'expired', backUrl: session.data.returnUrl };
    }
    return session;
  }

  async function view(
    s: SandboxStore,
    session: Stored<'portal_session'>,
  ): Promise<PortalView> {
    const { customerId } = session.data;
    const customer = await s.get('customer', customerId);
    if (!customer)
      throw new PaymentsUnavailableError(`no sandbox customer ${customerId}`);
    const cardId = customer.data.defaultPaymentMethodId;
    const card = cardId ? await s.get('payment_method', cardId) : null;
    const invoices = (await s.list('invoice', customerId)).sort(
      (a, b) =>
        b.data.date.localeCompare(a.data.date) ||
        b.data.number.localeCompare(a.data.number),
    );
    const attemptsOf = new Map(
      invoices.map((invoice) => [invoice.id, invoice.data.attempts]),
    );
    const subscriptions = await s.list('subscription', customerId);
    return {
      id: session.id,
      flow: session.data.flow,
      returnUrl: session.data.returnUrl,
      customer: { name: customer.data.name, email: customer.data.email },
      card: card ? toPaymentMethod(card.id, card.data) : null,
      invoices: invoices.map((invoice) =>
        toInvoiceView(invoice.id, invoice.data),
      ),
      subscriptions: subscriptions.map(({ id, data }) => ({
        ...toProviderSubscription(id, data),
        nextRenewalOutcome: data.nextRenewalOutcome,
        failedAttempts: data.openInvoiceId
          ? (attemptsOf.get(data.openInvoiceId) ?? 0)
          : 0,
        hasCard: (data.paymentMethodId ?? cardId) !== null,
      })),
    };
  }

  return {
    async createPortalSession({ customerId, returnUrl, flow }) {
      assertWebUrl('returnUrl', returnUrl);
      const customer = await store.get('customer', customerId);
      if (!customer)
        throw new PaymentsUnavailableError(`no sandbox customer ${customerId}`);
      const id = newSandboxId('bps');
      await store.insert('portal_session', id, customer.id, {
        customerId: customer.id,
        returnUrl,
        flow,
        expiresAt: addHours(now(), PORTAL_TTL_HOURS).toISOString(),
      });
      return { id, url: context.pageUrl(`portal/${id}`) };
    },

    async portalPage(sessionId) {
      const session = await liveSession(store, sessionId);
      if ('state' in session) return session;
      return { state: 'open', portal: await view(store, session) };
    },

    async replaceCard(sessionId, input) {
      const outcome = await store.transaction(async (tx) =>
        replace(tx, sessionId, input),
      );
      await context.publish(outcome.events);
      return outcome.result;
    },

    async receipt(sessionId, invoiceId) {
      const session = await liveSession(store, sessionId);
      if ('state' in session || !isSandboxId('in', invoiceId)) return null;
      const invoice = await store.get('invoice', invoiceId);
      if (!invoice || invoice.ownerId !== session.data.customerId) return null;
      const portal = await view(store, session);
      const card = invoice.data.paymentMethodId
        ? await store.get('payment_method', invoice.data.paymentMethodId)
        : null;
      return {
        invoice: toInvoiceView(invoice.id, invoice.data),
        customer: portal.customer,
        card: card ? toPaymentMethod(card.id, card.data) : null,
      };
    },
  };

  async function replace(
    tx: SandboxStore,
    sessionId: string,
    input: CardInput,
  ): Promise<{ result: ReplaceCardResult; events: EventBody[] }> {
    const session = await liveSession(tx, sessionId);
    if ('state' in session) return { result: session, events: [] };
    const customerId = session.data.customerId;
    const customer = await tx.get('customer', customerId, { lock: true });
    if (!customer) return { result: { state: 'unknown' }, events: [] };
    const check = checkCard(input, now());
    if (!check.ok) {
      return {
        result: {
          state: 'rejected',
          status: check.declined ? 402 : 400,
          message: check.message,
          portal: await view(tx, session),
        },
        events: [],
      };
    }
    const cardId = newSandboxId('pm');
    await tx.insert('payment_method', cardId, customerId, check.card);
    await tx.update('customer', customerId, {
      ...customer.data,
      defaultPaymentMethodId: cardId,
    });

    const events: EventBody[] = [];
    for (const { id } of await tx.list('subscription', customerId)) {
      const subscription = await tx.get('subscription', id, { lock: true });
      if (!subscription || subscription.data.status === 'canceled') continue;
      const next: SubscriptionDoc = {
        ...subscription.data,
        paymentMethodId: cardId,
      };
      // A failed renewal is paid with the new card at once, as Stripe's portal does.
      const openInvoiceId = subscription.data.openInvoiceId;
      const invoice = openInvoiceId
        ? await tx.get('invoice', openInvoiceId)
        : null;
      if (subscription.data.status === 'past_due' && invoice) {
        await tx.update('invoice', invoice.id, {
          ...invoice.data,
          status: 'paid',
          attempts: invoice.data.attempts + 1,
          paymentMethodId: cardId,
        });
        next.status = 'active';
        next.openInvoiceId = null;
        events.push({
          type: 'subscription.changed',
          subscription: toProviderSubscription(id, next),
        });
      }
      await tx.update('subscription', id, next);
    }
    return {
      result: { state: 'replaced', paidInvoices: events.length },
      events,
    };
  }
}
