// Everything money does, behind one small interface: plans and prices, subscription checkout
// (with or without the free trial), the billing portal, subscriptions, saved cards, creators'
// connected accounts, one-off checkouts paying a connected account, and the provider's events.
// Two implementations, chosen by PAYMENTS_PROVIDER: `stripe` (the official SDK, signed
// webhooks) and `sandbox` (built in, offline, with its own hosted pages). Both report what
// happened as PaymentEvents through `PaymentEvents.publish`, so everything after the provider is
// one code path.
import type {
  BillingInterval,
  ConnectedPaymentAccount,
  Currency,
  PaymentMethod,
  PlanTier,
  SubscriptionStatus,
} from '@ruume/contracts';

export type PaymentsProviderName = 'stripe' | 'sandbox';

/** A tier plan's price. Amounts are in cents. */
export interface PlanPrice {
  id: string;
  tier: Exclude<PlanTier, 'house'>;
  interval: BillingInterval;
  unitAmount: number;
  currency: Currency;
}

/** A subscription as the provider holds it (the source of truth for the plan). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  priceId: string;
  tier: Exclude<PlanTier, 'house'>;
  interval: BillingInterval;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** null when it never had a trial. */
  trialEnd: Date | null;
}

/** What a completed hosted checkout paid for. */
export interface CompletedCheckout {
  id: string;
  mode: 'subscription' | 'payment';
  /** Our user id, as given when the checkout was created (client_reference_id). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** payment mode: the buyer's email, amount, fee and the connected account paid. */
  customerEmail: string | null;
  amountTotal: number | null;
  currency: string | null;
  applicationFeeAmount: number | null;
  connectedAccountId: string | null;
  paymentIntentId: string | null;
  /** As given when the checkout was created (e.g. recordingId, purpose). */
  metadata: Record<string, string>;
}

/** A creator's connected account: SPEC §3 plus whether onboarding is done. */
export interface ProviderAccount extends ConnectedPaymentAccount {
  /** The creator finished the provider's onboarding (details submitted, charges enabled). */
  onboarded: boolean;
}

/**
 * What the provider tells us happened. `id` is the provider's event id: each event is applied
 * once however often it is delivered. `occurredAt` orders events about the same object.
 */
export type PaymentEvent =
  | {
      type: 'subscription.changed';
      id: string;
      occurredAt: Date;
      subscription: ProviderSubscription;
    }
  | {
      type: 'checkout.completed';
      id: string;
      occurredAt: Date;
      checkout: CompletedCheckout;
    }
  | {
      type: 'account.changed';
      id: string;
      occurredAt: Date;
      account: ProviderAccount;
    };

export interface SubscriptionCheckoutInput {
  customerId: string;
  userId: string;
  priceId: string;
  /** The free trial: FREE_TRIAL.months of the price's plan, no card asked for. */
  trial: boolean;
  /** Absolute URLs on PUBLIC_URL. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentCheckoutInput {
  connectedAccountId: string;
  /** Cents. */
  amount: number;
  currency: Currency;
  /** The platform's part, in cents (from the creator's tier earnings share). */
  applicationFeeAmount: number;
  /** What the buyer sees they pay for. */
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

/** Moving a subscription to another tier plan's price. */
export interface SubscriptionChangeInput {
  subscriptionId: string;
  priceId: string;
}

/**
 * What a subscription change costs, as the provider works it out: the change applies at once,
 * the unused time of the old price is credited and the new price charged (for the rest of the
 * period, or a whole new period when the billing cycle changes). Amounts are in cents.
 */
export interface ProviderSubscriptionChange {
  priceId: string;
  /** Charged to the card now (0 when the credit covers it). */
  amountDue: number;
  /** Left over for the customer's next invoices. */
  credit: number;
  effectiveAt: Date;
  /** When the subscription next renews on the new price. */
  currentPeriodEnd: Date;
}

export type PortalFlow = 'invoices' | 'payment_method_update';

/** The provider's hosted page to send the browser to. */
export interface HostedPage {
  id: string;
  url: string;
}

export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  /** The tier plans' prices (cached by the implementation). */
  listPrices(): Promise<PlanPrice[]>;
  createCustomer(input: {
    userId: string;
    email: string;
    name: string;
  }): Promise<{ id: string }>;
  createSubscriptionCheckout(
    input: SubscriptionCheckoutInput,
  ): Promise<HostedPage>;
  createPortalSession(input: {
    customerId: string;
    returnUrl: string;
    flow: PortalFlow;
  }): Promise<HostedPage>;
  /** null when the provider does not know it. */
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Ends it now; the provider then reports it canceled (an event). */
  cancelSubscription(id: string): Promise<void>;
  /** What changing it to `priceId` would cost now; nothing changes. */
  previewSubscriptionChange(
    input: SubscriptionChangeInput,
  ): Promise<ProviderSubscriptionChange>;
  /**
   * Changes it now, with proration, charging the difference at once (PaymentDeclinedError when
   * the card refuses: then nothing changed). The provider then reports the subscription changed.
   */
  changeSubscription(
    input: SubscriptionChangeInput,
  ): Promise<ProviderSubscriptionChange>;
  /** The card a subscription charges: its own, else the customer's default; null when none. */
  subscriptionPaymentMethod(
    subscriptionId: string,
  ): Promise<PaymentMethod | null>;
  /** The customer's saved cards, the default one first. */
  listPaymentMethods(customerId: string): Promise<PaymentMethod[]>;

  // Creators (connected accounts), used by recordings and paid rooms.
  createConnectedAccount(input: {
    userId: string;
    email: string;
  }): Promise<{ id: string }>;
  /** Onboarding: where the creator fills in their details. */
  createAccountLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<HostedPage>;
  getConnectedAccount(id: string): Promise<ProviderAccount | null>;
  deleteConnectedAccount(id: string): Promise<void>;
  /** A one-off payment to a connected account, the platform keeping its fee. */
  createPaymentCheckout(input: PaymentCheckoutInput): Promise<HostedPage>;

  /**
   * A webhook delivery: verified against its signature on the raw body (WebhookRejectedError
   * when it does not verify), as a PaymentEvent, or null for event types we do not use.
   * Only providers that call us back over HTTP have it (stripe).
   */
  readWebhook?(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<PaymentEvent | null>;
}

/** A provider failure the caller may show as "try again later" (503 PAYMENTS_UNAVAILABLE). */
export class PaymentsUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentsUnavailableError';
  }
}

/** The card refused a charge the user asked for (a plan change): nothing changed. */
export class PaymentDeclinedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider's webhook body could not be verified or read. */
export class WebhookRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRejectedError';
  }
}

export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

/**
 * Where provider events go. Domains subscribe (billing: subscriptions; recordings: purchases and
 * accounts); the webhook route and the sandbox publish. `publish` resolves once every handler
 * applied the event, or rejects (the webhook then answers 5xx and the provider retries).
 */
export interface PaymentEvents {
  subscribe(handler: PaymentEventHandler): void;
  publish(event: PaymentEvent): Promise<'applied' | 'duplicate'>;
}
