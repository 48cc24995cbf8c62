// What the sandbox offers beyond PaymentsProvider: the operations behind its hosted pages
// (what Stripe's own pages do on Stripe's side) and the developer page's clock controls.
import type { Currency, PaymentMethod } from '@ruume/contracts';
import type {
  PaymentsProvider,
  PlanPrice,
  PortalFlow,
  ProviderSubscription,
} from '../payments';
import type { CardInput } from './catalogue';
import type { InvoiceDoc, RenewalOutcome } from './sandbox-store';

export type { RenewalOutcome } from './sandbox-store';

/** A hosted page's session or link that cannot be used (any more). */
export type Unavailable =
  | { state: 'unknown' }
  /** `backUrl`: where the page sends the browser back to (cancel, return or refresh URL). */
  | { state: 'expired'; backUrl: string }
  | { state: 'complete'; backUrl: string };

export type CheckoutView =
  | { kind: 'subscription'; id: string; cancelUrl: string; price: PlanPrice }
  | {
      kind: 'trial';
      id: string;
      cancelUrl: string;
      price: PlanPrice;
      trialEnd: Date;
    }
  | {
      kind: 'payment';
      id: string;
      cancelUrl: string;
      description: string;
      amount: number;
      currency: Currency;
      /** null: the page asks for it. */
      customerEmail: string | null;
    };

export type CheckoutPage =
  | { state: 'open'; checkout: CheckoutView }
  | Unavailable;

export interface CheckoutForm extends CardInput {
  /** Payment checkouts created without the buyer's email. */
  email: string;
}

export type FormRejection = {
  state: 'rejected';
  /** 402 declined, 400 the input is wrong. */
  status: 400 | 402;
  message: string;
};

export type CheckoutResult =
  | { state: 'completed'; redirectUrl: string }
  | (FormRejection & { checkout: CheckoutView })
  | Unavailable;

export interface InvoiceView {
  id: string;
  number: string;
  date: Date;
  description: string;
  amount: number;
  currency: Currency;
  status: InvoiceDoc['status'];
  periodStart: Date;
  periodEnd: Date;
}

export interface SandboxSubscriptionView extends ProviderSubscription {
  nextRenewalOutcome: RenewalOutcome;
  /** Failed payment attempts of the open renewal invoice (0 when none is open). */
  failedAttempts: number;
  hasCard: boolean;
}

export interface PortalView {
  id: string;
  flow: PortalFlow;
  returnUrl: string;
  customer: { name: string; email: string };
  /** The customer's default card. */
  card: PaymentMethod | null;
  /** Newest first. */
  invoices: InvoiceView[];
  subscriptions: SandboxSubscriptionView[];
}

export type PortalPage = { state: 'open'; portal: PortalView } | Unavailable;

export type ReplaceCardResult =
  | { state: 'replaced'; paidInvoices: number }
  | (FormRejection & { portal: PortalView })
  | Unavailable;

export interface ReceiptView {
  invoice: InvoiceView;
  customer: { name: string; email: string };
  card: PaymentMethod | null;
}

export interface OnboardingForm {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  currency: string;
}

export interface OnboardingView {
  linkId: string;
  email: string;
  values: OnboardingForm;
}

export type OnboardingPage =
  | { state: 'open'; onboarding: OnboardingView }
  | Unavailable;

export type OnboardingResult =
  | { state: 'completed'; returnUrl: string }
  | {
      state: 'rejected';
      onboarding: OnboardingView;
      field: keyof OnboardingForm;
      message: string;
    }
  | Unavailable;

export type RenewalStep =
  /** A renewal was paid: a paid invoice, the period moved on, active. */
  | 'renewed'
  /** A renewal (or a trial's first charge) failed: an open invoice, past_due. */
  | 'payment_failed'
  /** A retry of the open invoice failed; still past_due. */
  | 'retry_failed'
  /** A retry paid the open invoice: active again. */
  | 'recovered'
  /** The last retry failed: canceled. */
  | 'canceled_unpaid'
  /** The trial ended without a card: canceled. */
  | 'trial_ended'
  /** Already canceled: nothing happens. */
  | 'not_live';

export interface RenewalResult {
  step: RenewalStep;
  subscription: ProviderSubscription;
  invoiceId: string | null;
}

export interface SandboxControls {
  /** How the subscription's next renewal (or retry) payment goes; 'succeed' until set. */
  setNextRenewalOutcome(
    subscriptionId: string,
    outcome: RenewalOutcome,
  ): Promise<void>;
  /**
   * Jumps the subscription's clock to its next billing moment (the period or trial end, or the
   * next retry while past_due) and charges as the next renewal outcome says.
   */
  advanceClock(subscriptionId: string): Promise<RenewalResult>;

  checkoutPage(sessionId: string): Promise<CheckoutPage>;
  payCheckout(sessionId: string, form: CheckoutForm): Promise<CheckoutResult>;
  portalPage(sessionId: string): Promise<PortalPage>;
  /** A new default card; pays a past_due subscription's open invoice with it at once. */
  replaceCard(sessionId: string, card: CardInput): Promise<ReplaceCardResult>;
  /** null unless the session is live and the invoice is its customer's. */
  receipt(sessionId: string, invoiceId: string): Promise<ReceiptView | null>;
  onboardingPage(linkId: string): Promise<OnboardingPage>;
  completeOnboarding(
    linkId: string,
    form: OnboardingForm,
  ): Promise<OnboardingResult>;
}

export type SandboxPayments = PaymentsProvider & SandboxControls;
