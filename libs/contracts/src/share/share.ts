// The share page calls of SPEC §7 and the share entity of §3.
import { z } from 'zod';
import {
  emailSchema,
  httpUrlSchema,
  idSchema,
  relativeRouteSchema,
  tokenSchema,
} from '../common/fields';

export const shareIdSchema = idSchema('share id');
export const shareIdParamsSchema = z.object({ shareId: shareIdSchema });
export type ShareIdParams = z.infer<typeof shareIdParamsSchema>;

/** POST /meeting-recording/check-monetized. */
export const checkMonetizedRequestSchema = z.object({ shareId: shareIdSchema });
export type CheckMonetizedRequest = z.infer<typeof checkMonetizedRequestSchema>;

/** Its answer. Both flags are required: a missing one means "recording not found" (SPEC §2). */
export const monetizationCheckSchema = z.object({
  /** The recording must be paid for. */
  isMonetizeAmountSet: z.boolean(),
  /** Visitors may tip the creator. */
  isDonationAmountSet: z.boolean(),
  /**
   * A price is set and its creator can take payments now (an onboarded payments account, a tier
   * with file sales). False with a price: the recording is not for sale right now; past buyers
   * still download it with their email (docs/sharing.md).
   */
  isForSaleNow: z.boolean(),
});
export type MonetizationCheck = z.infer<typeof monetizationCheckSchema>;

export const shareSchema = monetizationCheckSchema.extend({
  shareId: z.string().min(1),
});
export type Share = z.infer<typeof shareSchema>;

/** POST /meeting-recording/check-access: has this email already paid? */
export const checkAccessRequestSchema = z.object({
  shareId: shareIdSchema,
  email: emailSchema,
});
export type CheckAccessRequest = z.infer<typeof checkAccessRequestSchema>;

/** Its answer; the token opens download/public/paid/{token}. No token when access is refused. */
export const accessResultSchema = z.object({
  accessGranted: z.boolean(),
  token: z.string().min(1).nullable(),
});
export type AccessResult = z.infer<typeof accessResultSchema>;

export const RECORDING_PAYMENT_TYPES = ['Recording', 'Donation'] as const;
export const recordingPaymentTypeSchema = z.enum(RECORDING_PAYMENT_TYPES, {
  error: 'payment type must be Recording or Donation',
});
export type RecordingPaymentType = z.infer<typeof recordingPaymentTypeSchema>;

const recordingCheckoutBase = {
  shareId: shareIdSchema,
  /** {origin}/share/r/{shareId}, see shareLink(). */
  shareUrl: httpUrlSchema('share url'),
  successUrlRoute: relativeRouteSchema('success route'),
  cancelUrlRoute: relativeRouteSchema('cancel route'),
};

/**
 * POST payment/checkout/session/recording → { url }. Buying needs the buyer's email (access
 * is later checked by it); donating does not.
 */
export const recordingCheckoutSessionRequestSchema = z.discriminatedUnion(
  'paymentType',
  [
    z.object({
      ...recordingCheckoutBase,
      paymentType: z.literal('Recording'),
      email: emailSchema,
    }),
    z.object({
      ...recordingCheckoutBase,
      paymentType: z.literal('Donation'),
      email: emailSchema.optional(),
    }),
  ],
  { error: 'payment type must be Recording or Donation' },
);
export type RecordingCheckoutSessionRequest = z.infer<
  typeof recordingCheckoutSessionRequestSchema
>;

/** The share page's paid-flow form (SPEC §2: required email). */
export const shareAccessFormSchema = z.object({ email: emailSchema });
export type ShareAccessForm = z.infer<typeof shareAccessFormSchema>;

export const downloadTokenParamsSchema = z.object({ token: tokenSchema() });
export type DownloadTokenParams = z.infer<typeof downloadTokenParamsSchema>;
