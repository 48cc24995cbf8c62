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
import { templateErrorMessages } from './template-error-messages';
import { YOUTUBE_LINK_MESSAGE, youtubeVideoIdOf } from './template-media';

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
/**
 * The same as the api answers it. Plain numbers, not feeAmountSchema: it parses text input,
 * which a response cannot encode.
 */
export const monetizationDetailResponseSchema = z.object({
  participantFee: z.number().positive().nullable(),
  audienceFee: z.number().positive().nullable(),
  currency: currencySchema,
});

export const MEETING_PASSWORD_MAX_LENGTH = 64;
/**
 * Optional password guests enter to join. The api stores it hashed and answers
 * `{ enabled: true, value: null }`; sending that back on update keeps the current password,
 * a text sets a new one, `{ enabled: false }` or null removes it. An empty text while enabled
 * is refused.
 */
export const meetingPasswordSchema = z
  .object({
    enabled: z.boolean({
      error: 'meeting password enabled must be true or false',
    }),
    value: z
      .string({ error: 'meeting password must be text' })
      .max(
        MEETING_PASSWORD_MAX_LENGTH,
        `meeting password must be at most ${MEETING_PASSWORD_MAX_LENGTH} characters`,
      )
      .nullable(),
  })
  .refine((password) => !password.enabled || password.value !== '', {
    message: templateErrorMessages.meetingPasswordRequired,
    path: ['value'],
  });
export type MeetingPassword = z.infer<typeof meetingPasswordSchema>;

export const templateCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});
export type TemplateCategory = z.infer<typeof templateCategorySchema>;
export const templateCategoryListSchema = z.array(templateCategorySchema);

export const TEMPLATE_MAX_CATEGORIES = 4;
export const templateCategoryIdsSchema = z
  .array(idSchema('category id'))
  .max(
    TEMPLATE_MAX_CATEGORIES,
    `a template can be in at most ${TEMPLATE_MAX_CATEGORIES} categories`,
  );

const isHttpAddress = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
};

/**
 * A link to one YouTube video in a form the api knows (template-media.ts youtubeVideoIdOf);
 * the api stores its video id and answers the canonical watch link.
 */
export const youtubeLinkSchema = httpUrlSchema('YouTube link').refine(
  // What is no http(s) address at all has its message from httpUrlSchema already.
  (link) => youtubeVideoIdOf(link) !== null || !isHttpAddress(link),
  YOUTUBE_LINK_MESSAGE,
);

export const templateSchema = z.object({
  id: z.string().min(1),
  /**
   * True for the stock templates everyone starts from (read-only); the api always sends it.
   * Optional only so fixtures written before it stay valid.
   */
  isStock: z.boolean().optional(),
  templateType: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  mediaType: mediaTypeSchema,
  /** The uploaded media; null when the template plays a YouTube video instead. */
  fileUrl: z.string().nullable(),
  /** https://www.youtube.com/watch?v={id}, whatever form was sent. */
  youtubeLink: z.string().nullable(),
  embeddedLinks: z.array(embeddedLinkSchema),
  monetizationDetail: monetizationDetailResponseSchema.nullable(),
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
 * templateMediaError); updating without either keeps the current media, whose kind mediaType
 * must then name. Fields left out of an update keep their value. `categoryIds` (a JSON array of
 * category ids, beyond SPEC §7's list) files the template under categories.
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
    categoryIds: jsonField('categories', templateCategoryIdsSchema).optional(),
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
