// SPEC §3 meeting recording and the §7 recording calls.
import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  jsonField,
  navigableUrlSchema,
  textField,
} from '../common/fields';
import { currencySchema, feeAmountSchema } from '../common/money';
import { messages } from '../messages';

/**
 * Price of a recording and donation for it, in currency units (dollars, not cents). An
 * amount without its currency makes no sense, so both are null or both set.
 */
export const monetizationSettingSchema = z.object({
  // Plain numbers, not feeAmountSchema: it parses text input, which a response cannot encode.
  monetizeAmount: z.number().positive().nullable(),
  monetizeCurrency: currencySchema.nullable(),
  donationAmount: z.number().positive().nullable(),
  donationCurrency: currencySchema.nullable(),
});
export type MonetizationSetting = z.infer<typeof monetizationSettingSchema>;

/**
 * What clients send: amounts only when enabled and filled (SPEC §5); a missing or null
 * amount turns that option off. An amount needs its currency.
 */
export const monetizationSettingInputSchema = z
  .object({
    monetizeAmount: feeAmountSchema.nullish(),
    monetizeCurrency: currencySchema.nullish(),
    donationAmount: feeAmountSchema.nullish(),
    donationCurrency: currencySchema.nullish(),
  })
  .superRefine((setting, ctx) => {
    if (setting.monetizeAmount != null && setting.monetizeCurrency == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['monetizeCurrency'],
        message: messages.currencyRequired,
      });
    }
    if (setting.donationAmount != null && setting.donationCurrency == null) {
      ctx.addIssue({
        code: 'custom',
        path: ['donationCurrency'],
        message: messages.currencyRequired,
      });
    }
  });
export type MonetizationSettingInput = z.infer<
  typeof monetizationSettingInputSchema
>;

/** The stored setting for an input: unset amounts drop their currency too. */
export const toMonetizationSetting = (
  input: MonetizationSettingInput | null | undefined,
): MonetizationSetting => {
  const monetizeAmount = input?.monetizeAmount ?? null;
  const donationAmount = input?.donationAmount ?? null;
  return {
    monetizeAmount,
    monetizeCurrency:
      monetizeAmount === null ? null : (input?.monetizeCurrency ?? null),
    donationAmount,
    donationCurrency:
      donationAmount === null ? null : (input?.donationCurrency ?? null),
  };
};

export const recordingSchema = z.object({
  id: z.string().min(1),
  url: z.string(),
  shareId: z.string().min(1),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  /** The meeting it was recorded in; null for an uploaded file. */
  meeting: z.object({ id: z.string().min(1), name: z.string() }).nullable(),
  monetizationSetting: monetizationSettingSchema,
  /** Beyond SPEC §3, for the recordings list: a still of the video (null: none could be made). */
  posterUrl: z.string().nullable(),
  /** Seconds; null when the container does not say. */
  durationSeconds: z.number().nonnegative().nullable(),
  sizeBytes: z.number().int().positive(),
  contentType: z.string(),
});
export type Recording = z.infer<typeof recordingSchema>;
export const recordingListSchema = z.array(recordingSchema);

/** PUT meeting-recording/{id}. */
export const recordingUpdateRequestSchema = z.object({
  monetizationSetting: monetizationSettingInputSchema,
});
export type RecordingUpdateRequest = z.infer<
  typeof recordingUpdateRequestSchema
>;

/** POST meeting-recording/presigned-url {url} → { url }: a short-lived link to a stored file. */
export const presignedUrlRequestSchema = z.object({
  url: textField('url').min(1, 'url is required').max(4096, 'url is too long'),
});
export type PresignedUrlRequest = z.infer<typeof presignedUrlRequestSchema>;
export const presignedUrlResponseSchema = z.object({ url: navigableUrlSchema });

export const RECORDING_NAME_MAX_LENGTH = 200;

/** The largest recording one upload may store (decimal GB), whatever storage is left. */
export const RECORDING_MAX_FILE_BYTES = 10 * 1000 ** 3;

/** POST meeting-recording (multipart): text fields beside the `file` part. */
export const recordingUploadFieldsSchema = z.object({
  name: z
    .string({ error: messages.recordingNameRequired })
    .trim()
    .min(1, messages.recordingNameRequired)
    .max(
      RECORDING_NAME_MAX_LENGTH,
      `name must be at most ${RECORDING_NAME_MAX_LENGTH} characters`,
    ),
  monetizationSetting: jsonField(
    'monetization setting',
    monetizationSettingInputSchema,
  ).optional(),
});
export type RecordingUploadFields = z.infer<typeof recordingUploadFieldsSchema>;

export const isVideoFile = (file: { type: string }): boolean =>
  file.type.toLowerCase().startsWith('video/');

/** SPEC §5 upload checks in order: the alert text, or null when the upload may start. */
export const recordingUploadError = (
  name: string,
  file: { type: string } | null | undefined,
): string | null => {
  if (name.trim() === '') return messages.recordingNameRequired;
  if (!file || !isVideoFile(file)) return messages.recordingFileRequired;
  return null;
};

export const recordingIdParamsSchema = z.object({
  id: idSchema('recording id'),
});
