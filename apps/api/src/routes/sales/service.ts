import {
  type CreatorSales,
  type Currency,
  currencySchema,
  LIST_PAGE_MAX_LIMIT,
  type ListPageQuery,
  type PlanTier,
  platformFeeCents,
  SALE_PAYMENT_TYPES,
  saleProductKindSchema,
  type SalePaymentType,
  type SaleProductKind,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type {
  CompletedCheckout,
  PaymentEvent,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { Core } from '../../core';
import { creatorName } from '../../core/public-name';
import { apiError } from '../../http/http-error';
import { decodeSalesCursor, encodeSalesCursor } from './cursor';
import { saleReceipt } from './receipts';
import type { SalesRepository } from './repository';

export type SalesService = ReturnType<typeof createSalesService>;

/** Marks creator-sale checkouts among the provider's (subscriptions are billing's). */
export const SALE_PURPOSE = 'creator-sale';

/** What a sale's checkout carries to its completion event (strings only, as Stripe's). */
const saleMetadataSchema = z.object({
  purpose: z.literal(SALE_PURPOSE),
  kind: saleProductKindSchema,
  productId: z.string().min(1),
  productName: z.string(),
  productUrl: z.string().min(1),
  creatorId: z.string().min(1),
  creatorName: z.string(),
  paymentType: z.enum(SALE_PAYMENT_TYPES),
  buyerEmail: z.string().optional(),
});
type SaleMetadata = z.infer<typeof saleMetadataSchema>;

/**
 * Checkouts opened before the one sales module (migration 0012) complete with the metadata the
 * share and room modules gave them then; read as today's, so no payment goes unrecorded.
 */
const legacyMetadataSchema = (publicUrl: string) =>
  z
    .discriminatedUnion('purpose', [
      z.object({
        purpose: z.literal('recording-sale'),
        recordingId: z.string().min(1),
        shareId: z.string().min(1),
        creatorId: z.string().min(1),
        recordingName: z.string(),
        paymentType: z.enum(['Recording', 'Donation']),
        buyerEmail: z.string().optional(),
      }),
      z.object({
        purpose: z.literal('room-entry'),
        meetingId: z.string().min(1),
        hostId: z.string().min(1),
        email: z.string().min(1),
        roomId: z.string().min(1),
        roomName: z.string(),
        hostName: z.string(),
      }),
    ])
    .transform(
      (old): SaleMetadata =>
        old.purpose === 'recording-sale'
          ? {
              purpose: SALE_PURPOSE,
              kind: 'recording',
              productId: old.recordingId,
              productName: old.recordingName,
              productUrl: `${publicUrl}/share/r/${old.shareId}`,
              creatorId: old.creatorId,
              creatorName: '', // named from their profile when recorded
              paymentType:
                old.paymentType === 'Recording' ? 'purchase' : 'donation',
              buyerEmail: old.buyerEmail,
            }
          : {
              purpose: SALE_PURPOSE,
              kind: 'room-entry',
              productId: old.meetingId,
              productName: old.roomName,
              productUrl: `${publicUrl}/m/${old.roomId}`,
              creatorId: old.hostId,
              creatorName: old.hostName,
              paymentType: 'purchase',
              buyerEmail: old.email,
            },
    );

/** A product's creator as selling needs them. */
export interface Seller {
  id: string;
  /** As buyers see them named (receipts, the provider's page). */
  name: string;
  planTier: PlanTier;
  /** The provider's account id when it is onboarded; null otherwise. */
  payableAccountId: string | null;
}

/** A checkout for one product, asked for by the product's own module (share, room). */
export interface SaleCheckout {
  kind: SaleProductKind;
  paymentType: SalePaymentType;
  product: { id: string; name: string; url: string };
  seller: Seller;
  price: { amount: number; currency: Currency };
  buyerEmail: string | null;
  /** What the buyer sees they pay for. */
  description: string;
  successUrl: string;
  cancelUrl: string;
}

/** Sales pages hold this many rows unless the caller asks for fewer. */
export const SALES_PAGE_SIZE = 50;

const UNNAMED = { firstName: '', lastName: '', displayFirstNameOnly: false };
const lower = (email: string) => email.trim().toLowerCase();

/**
 * The one amount check of a completed payment: a known currency and a positive whole number of
 * cents; the fee the provider kept, never more than the payment. null when unusable.
 */
export function paidAmount(checkout: CompletedCheckout) {
  const currency = currencySchema.safeParse(checkout.currency?.toLowerCase());
  const gross = checkout.amountTotal;
  if (!currency.success || !gross || !Number.isInteger(gross) || gross <= 0)
    return null;
  const fee = Math.min(
    gross,
    Math.max(0, Math.round(checkout.applicationFeeAmount ?? 0)),
  );
  return { currency: currency.data, gross, fee, net: gross - fee };
}

/**
 * Creator sales, whatever the product (docs/sales.md): the checkout paying a creator with the
 * platform's fee of their tier, the completed payment recorded once and its receipt mailed,
 * who bought what, the creator's sales list, and the deletion policy.
 */
export function createSalesService(deps: {
  core: Pick<Core, 'users'>;
  repository: SalesRepository;
  payments: PaymentsProvider;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repository, payments, mailer, log } = deps;
  const saleOf = saleMetadataSchema.or(legacyMetadataSchema(deps.publicUrl));

  /** The seller's payable account and the platform's fee, or null when they cannot be paid. */
  const payee = (seller: Seller, kind: SaleProductKind, amount: number) => {
    const fee = platformFeeCents(amount, seller.planTier, kind);
    return seller.payableAccountId !== null && fee !== null
      ? { accountId: seller.payableAccountId, fee }
      : null;
  };

  async function record(checkout: CompletedCheckout, sale: SaleMetadata) {
    const amount = paidAmount(checkout);
    if (!amount) {
      log.error(
        { checkoutId: checkout.id, kind: sale.kind },
        'sale without a usable amount: not recorded',
      );
      return;
    }
    const email =
      lower(sale.buyerEmail || checkout.customerEmail || '') || null;
    // A creator deleted while their buyer paid: the sale stays for the books, anonymised.
    const creator = await deps.core.users.findById(sale.creatorId);
    const creatorKnown = creator !== null;
    const inserted = await repository.insert({
      checkoutId: checkout.id,
      productKind: sale.kind,
      productId: sale.productId,
      productName: sale.productName,
      creatorId: creatorKnown ? sale.creatorId : null,
      paymentType: sale.paymentType,
      buyerEmail: creatorKnown ? email : null,
      currency: amount.currency,
      grossCents: amount.gross,
      feeCents: amount.fee,
      netCents: amount.net,
    });
    // A redelivered completion records nothing and mails nothing.
    if (!inserted || !email) return;
    mailer.sendInBackground(
      saleReceipt({
        to: email,
        kind: sale.kind,
        paymentType: sale.paymentType,
        productName: sale.productName,
        creator: sale.creatorName || creatorName(creator ?? UNNAMED),
        amountCents: amount.gross,
        currency: amount.currency,
        productUrl: sale.productUrl,
        reference: checkout.id,
      }),
    );
  }

  return {
    /** Whether this seller can take a payment of this amount for this kind (an onboarded account, a tier share). */
    canBePaid: (seller: Seller, kind: SaleProductKind, amount: number) =>
      payee(seller, kind, amount) !== null,

    /** A hosted checkout paying the seller; the platform keeps its tier's fee. */
    async checkout(request: SaleCheckout): Promise<{ url: string }> {
      const to = payee(request.seller, request.kind, request.price.amount);
      if (!to) throw apiError('CREATOR_CANNOT_BE_PAID');
      const email = request.buyerEmail ? lower(request.buyerEmail) : null;
      const metadata: SaleMetadata = {
        purpose: SALE_PURPOSE,
        kind: request.kind,
        productId: request.product.id,
        productName: request.product.name,
        productUrl: request.product.url,
        creatorId: request.seller.id,
        creatorName: request.seller.name,
        paymentType: request.paymentType,
        ...(email && { buyerEmail: email }),
      };
      const page = await payments.createPaymentCheckout({
        connectedAccountId: to.accountId,
        amount: request.price.amount,
        currency: request.price.currency,
        applicationFeeAmount: to.fee,
        description: request.description,
        customerEmail: email,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        metadata,
      });
      return { url: page.url };
    },

    /** Records a completed sale once, then mails its receipt. */
    async applyEvent(event: PaymentEvent): Promise<void> {
      if (event.type !== 'checkout.completed') return;
      if (event.checkout.mode !== 'payment') return;
      const sale = saleOf.safeParse(event.checkout.metadata);
      if (!sale.success) return; // not a sale (a subscription, another payment)
      await record(event.checkout, sale.data);
    },

    /** Has this email bought the product (a purchase; donations open nothing)? */
    hasBought: (kind: SaleProductKind, productId: string, email: string) =>
      repository.hasBought(kind, productId, lower(email)),

    /** One page of the creator's sales, and the cursor of the next when more follow. */
    async page(
      creatorId: string,
      query: ListPageQuery,
    ): Promise<{ sales: CreatorSales[]; nextCursor: string | null }> {
      const limit = Math.min(
        query.limit ?? SALES_PAGE_SIZE,
        LIST_PAGE_MAX_LIMIT,
      );
      const after = query.cursor ? decodeSalesCursor(query.cursor) : null;
      const rows = await repository.page(creatorId, after, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        sales: page.map((row) => {
          const { position, ...sale } = row;
          void position;
          return sale;
        }),
        nextCursor:
          rows.length > limit && last ? encodeSalesCursor(last.position) : null,
      };
    },

    /** The account deletion step: the creator's buyers are forgotten, their sales kept. */
    anonymiseBuyersOf: (creatorId: string) =>
      repository.anonymiseBuyersOf(creatorId),
  };
}
