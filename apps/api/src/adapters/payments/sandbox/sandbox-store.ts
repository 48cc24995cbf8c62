// The sandbox provider's records in `sandbox_objects`: one JSON document per object, the way
// the provider would hold them. Times are ISO strings inside the documents.
import { and, asc, eq } from 'drizzle-orm';
import type { BillingInterval, Currency } from '@ruume/contracts';
import type { Db } from '../../../db/database';
import { sandboxObjects } from '../../../db/schema';
import type { PortalFlow } from '../payments';

export type RenewalOutcome = 'succeed' | 'fail';

export interface CustomerDoc {
  userId: string;
  email: string;
  name: string;
  defaultPaymentMethodId: string | null;
  /** Cents credited by a move to a cheaper plan, taken off the next invoices (absent: 0). */
  creditBalance?: number;
}

export interface CardDoc {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface CheckoutCommon {
  status: 'open' | 'complete';
  expiresAt: string;
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionCheckoutDoc extends CheckoutCommon {
  mode: 'subscription';
  userId: string;
  customerId: string;
  priceId: string;
  trial: boolean;
  subscriptionId: string | null;
}

export interface PaymentCheckoutDoc extends CheckoutCommon {
  mode: 'payment';
  connectedAccountId: string;
  amount: number;
  currency: Currency;
  applicationFeeAmount: number;
  description: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
}

export type CheckoutSessionDoc = SubscriptionCheckoutDoc | PaymentCheckoutDoc;

export interface PortalSessionDoc {
  customerId: string;
  returnUrl: string;
  flow: PortalFlow;
  expiresAt: string;
}

export interface SubscriptionDoc {
  userId: string;
  customerId: string;
  priceId: string;
  interval: BillingInterval;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  currentPeriodStart: string;
  currentPeriodEnd: string;
  trialEnd: string | null;
  /** The card it charges; null: the customer's default. */
  paymentMethodId: string | null;
  nextRenewalOutcome: RenewalOutcome;
  /** The unpaid renewal invoice while past_due. */
  openInvoiceId: string | null;
  /** The sandbox clock of this subscription: when its last renewal or retry happened. */
  lastChargeAt: string;
}

export interface InvoiceDoc {
  subscriptionId: string;
  number: string;
  description: string;
  amountDue: number;
  currency: Currency;
  status: 'paid' | 'open' | 'uncollectible';
  date: string;
  periodStart: string;
  periodEnd: string;
  paymentMethodId: string | null;
  /** Payment attempts so far (renewal, then retries). */
  attempts: number;
}

export interface AccountDoc {
  userId: string;
  email: string;
  country: string;
  defaultCurrency: string | null;
  firstName: string | null;
  lastName: string | null;
  onboarded: boolean;
}

export interface AccountLinkDoc {
  accountId: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: string;
  used: boolean;
}

export interface SandboxDocuments {
  customer: CustomerDoc;
  payment_method: CardDoc;
  checkout_session: CheckoutSessionDoc;
  portal_session: PortalSessionDoc;
  subscription: SubscriptionDoc;
  invoice: InvoiceDoc;
  account: AccountDoc;
  account_link: AccountLinkDoc;
}
export type SandboxKind = keyof SandboxDocuments;

export interface Stored<K extends SandboxKind> {
  id: string;
  ownerId: string | null;
  data: SandboxDocuments[K];
}

export interface SandboxStore {
  insert<K extends SandboxKind>(
    kind: K,
    id: string,
    ownerId: string | null,
    data: SandboxDocuments[K],
  ): Promise<Stored<K>>;
  /** `lock`: FOR UPDATE, inside `transaction` only. */
  get<K extends SandboxKind>(
    kind: K,
    id: string,
    options?: { lock?: boolean },
  ): Promise<Stored<K> | null>;
  update<K extends SandboxKind>(
    kind: K,
    id: string,
    data: SandboxDocuments[K],
  ): Promise<void>;
  /** Oldest first. */
  list<K extends SandboxKind>(kind: K, ownerId: string): Promise<Stored<K>[]>;
  remove(kind: SandboxKind, id: string): Promise<void>;
  /** Runs `fn` in one transaction; never use the outer store inside it (PGlite has one connection). */
  transaction<T>(fn: (store: SandboxStore) => Promise<T>): Promise<T>;
}

export function createSandboxStore(db: Db): SandboxStore {
  const ofKind = (kind: SandboxKind, id: string) =>
    and(eq(sandboxObjects.kind, kind), eq(sandboxObjects.id, id));
  const stored = <K extends SandboxKind>(row: {
    id: string;
    ownerId: string | null;
    data: Record<string, unknown>;
  }): Stored<K> => ({
    id: row.id,
    ownerId: row.ownerId,
    data: row.data as unknown as SandboxDocuments[K],
  });

  return {
    async insert(kind, id, ownerId, data) {
      await db.insert(sandboxObjects).values({
        id,
        kind,
        ownerId,
        data: data as unknown as Record<string, unknown>,
      });
      return { id, ownerId, data };
    },
    async get(kind, id, options = {}) {
      const query = db
        .select()
        .from(sandboxObjects)
        .where(ofKind(kind, id))
        .limit(1);
      const [row] = options.lock ? await query.for('update') : await query;
      return row ? stored(row) : null;
    },
    async update(kind, id, data) {
      await db
        .update(sandboxObjects)
        .set({
          data: data as unknown as Record<string, unknown>,
          updatedAt: new Date(),
        })
        .where(ofKind(kind, id));
    },
    async list(kind, ownerId) {
      const rows = await db
        .select()
        .from(sandboxObjects)
        .where(
          and(
            eq(sandboxObjects.kind, kind),
            eq(sandboxObjects.ownerId, ownerId),
          ),
        )
        .orderBy(asc(sandboxObjects.createdAt), asc(sandboxObjects.id));
      return rows.map((row) => stored(row));
    },
    async remove(kind, id) {
      await db.delete(sandboxObjects).where(ofKind(kind, id));
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn(createSandboxStore(tx as unknown as Db)),
      );
    },
  };
}
