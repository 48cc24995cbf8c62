// Request bodies of the SPEC §7 payment calls. Every *UrlRoute is a route of the web app
// relative to its origin (e.g. 'settings/subscription'); the server prefixes its own origin.
import { z } from 'zod';
import { idSchema, relativeRouteSchema } from '../common/fields';

const successAndCancel = {
  successUrlRoute: relativeRouteSchema('success route'),
  cancelUrlRoute: relativeRouteSchema('cancel route'),
};

/** POST payment/subscription/downgrade-to-free. */
export const downgradeRequestSchema = z.object({
  subscriptionId: idSchema('subscription id'),
});
export type DowngradeRequest = z.infer<typeof downgradeRequestSchema>;

/** POST payment/checkout/session → { url }, opened in a new tab. */
export const checkoutSessionRequestSchema = z.object({
  priceId: idSchema('price id'),
  ...successAndCancel,
});
export type CheckoutSessionRequest = z.infer<
  typeof checkoutSessionRequestSchema
>;

/** POST payment/checkout/session/free-trial → { url }. */
export const freeTrialSessionRequestSchema = z.object(successAndCancel);
export type FreeTrialSessionRequest = z.infer<
  typeof freeTrialSessionRequestSchema
>;

/**
 * POST payment/portal/invoice-history, payment/portal/payment-method-update,
 * /payment/stripe/account and /payment/stripe/account-link/onboarding → { url }.
 */
export const returnUrlRequestSchema = z.object({
  returnUrlRoute: relativeRouteSchema('return route'),
});
export type ReturnUrlRequest = z.infer<typeof returnUrlRequestSchema>;
export const portalSessionRequestSchema = returnUrlRequestSchema;
export type PortalSessionRequest = ReturnUrlRequest;
export const stripeAccountRequestSchema = returnUrlRequestSchema;
export type StripeAccountRequest = ReturnUrlRequest;
