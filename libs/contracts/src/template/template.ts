// SPEC §3 template ({product}Type is `templateType`), §7 template calls.
import { z } from 'zod';
import {
  httpUrlSchema,
  idSchema,
  jsonField,
  optionalText,
  requiredText,
} from '../common/fields';
import { currencySchema, feeAmountSchema } from '../common/money';
import { MAX_EMBEDDED_LINKS } from '../tiers/tier-features';

export const MEDIA_TYPES = ['video', 'image'] as const;
export const mediaTypeSchema = z.enum(MEDIA_TYPES, {
  error: 'media type must be video or image',
});
export type MediaType = z.infer<typeof mediaTypeSchema>;

/** A link shown inside the room. How many a template may hold depends on the tier (SPEC §6). */
export const embeddedLinkSchema = z.object({
  title: requiredText('link title', 100),
  url: httpUrlSchema('link'),
});
export type EmbeddedLink = z.infer<typeof embeddedLinkSchema>;

export const embeddedLinksSchema = z
  .array(embeddedLinkSchema)
  .max(MAX_EMBEDDED_LINKS, `at most ${MAX_EMBEDDED_LINKS} embedded links`);

/** Entry fees a host charges for rooms made from this template; null means free. */
export const monetizationDetailSchema = z.object({
  participantFee: feeAmountSchema.nullable(),
  audienceFee: feeAmountSchema.nullable(),
  currency: currencySchema,
});
export type MonetizationDetail = z.infer<typeof monetizationDetailSchema>;

export const MEETING_PASSWORD_MAX_LENGTH = 64;
/** Optional password guests enter to join; `value` is required while enabled. */
export const meetingPasswordSchema = z
  .object({
    enabled: z.boolean(),
    value: z
      .string()
      .max(
        MEETING_PASSWORD_MAX_LENGTH,
        `meeting password must be at most ${MEETING_PASSWORD_MAX_LENGTH} characters`,
      )
      .nullable(),
  })
  .refine(
    (password) => !password.enabled || (password.value ?? '').length > 0,
    {
      message: 'please enter a meeting password or turn it off',
      path: ['value'],
    },
  );
export type MeetingPassword = z.infer<typeof meetingPasswordSchema>;

export const templateCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});
export type TemplateCategory = z.infer<typeof templateCategorySchema>;
export const templateCategoryListSchema = z.array(templateCategorySchema);

/** YouTube watch or share links only: the room embeds them. */
export const youtubeLinkSchema = httpUrlSchema('YouTube link').refine(
  (link) => {
    const host = new URL(link).hostname.toLowerCase();
    return [
      'youtube.com',
      'www.youtube.com',
      'm.youtube.com',
      'youtu.be',
    ].includes(host);
  },
  'please enter a YouTube link',
);

export const templateSchema = z.object({
  id: z.string().min(1),
  templateType: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  mediaType: mediaTypeSchema,
  /** The uploaded media; null when the template plays a YouTube video instead. */
  fileUrl: z.string().nullable(),
  youtubeLink: z.string().nullable(),
  embeddedLinks: z.array(embeddedLinkSchema),
  monetizationDetail: monetizationDetailSchema.nullable(),
  meetingPassword: meetingPasswordSchema.nullable(),
  categories: z.array(templateCategorySchema),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.array(templateSchema);

const absentWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * POST /template and PUT /template/{id} (multipart): the text fields; the media is the
 * optional `file` part. Structured fields arrive as JSON text. A YouTube link needs
 * mediaType video. Creating needs a file or a YouTube link (checked with the file part, see
 * templateMediaError); updating without either keeps the current media. Categories are not
 * sent (SPEC §7).
 */
export const templateFieldsSchema = z
  .object({
    templateType: requiredText('template type', 50),
    name: requiredText('name', 100),
    description: optionalText('description', 1000).optional(),
    mediaType: mediaTypeSchema,
    youtubeLink: z.preprocess(absentWhenEmpty, youtubeLinkSchema.optional()),
    embeddedLinks: jsonField('embedded links', embeddedLinksSchema).optional(),
    monetizationDetail: jsonField(
      'monetization detail',
      monetizationDetailSchema.nullable(),
    ).optional(),
    meetingPassword: jsonField(
      'meeting password',
      meetingPasswordSchema.nullable(),
    ).optional(),
  })
  .refine(
    (fields) =>
      fields.youtubeLink === undefined || fields.mediaType === 'video',
    {
      message: 'a YouTube link needs media type video',
      path: ['youtubeLink'],
    },
  );
export type TemplateFields = z.infer<typeof templateFieldsSchema>;

export const TEMPLATE_MEDIA_REQUIRED_MESSAGE =
  'please add a file or a YouTube link';
/** The media rule that spans the text fields and the file part, for creating a template. */
export const templateMediaError = (
  fields: Pick<TemplateFields, 'youtubeLink'>,
  hasFile: boolean,
): string | null =>
  hasFile || fields.youtubeLink ? null : TEMPLATE_MEDIA_REQUIRED_MESSAGE;

/** POST /template/{templateId}/share-meeting-url. */
export const shareMeetingUrlRequestSchema = z.object({
  meetingId: idSchema('meeting id'),
});
export type ShareMeetingUrlRequest = z.infer<
  typeof shareMeetingUrlRequestSchema
>;

export const templateIdParamsSchema = z.object({
  templateId: idSchema('template id'),
});
export type TemplateIdParams = z.infer<typeof templateIdParamsSchema>;
