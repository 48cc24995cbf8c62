// The template a host is editing, the rules it is checked by before anything is sent (the
// api's own, from contracts, plus the host's tier), and the multipart form it becomes.
import { z } from 'zod';
import {
  CURRENCIES,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_TYPES,
  TEMPLATE_VIDEO_MAX_BYTES,
  TEMPLATE_VIDEO_TYPES,
  embeddedLinkSchema,
  messages,
  parseFeeAmount,
  templateCategoryIdsSchema,
  templateEditorMessages as text,
  templateErrorMessages,
  templateFieldsSchema,
  tierFeatures,
  youtubeLinkSchema,
  type Currency,
  type EmbeddedLink,
  type MediaType,
  type MeetingPassword,
  type MonetizationDetail,
  type PlanTier,
  type Template,
} from '@ruume/contracts';

/**
 * What SPEC §3 calls {product}Type: ruume's templates are all meeting rooms (the stock ones
 * are seeded with it too). An edit keeps the template's own.
 */
export const MEETING_TEMPLATE_TYPE = 'meeting';

/** Media a template already has (edit), or borrows from the stock template it starts from. */
export interface CurrentMedia {
  kind: 'image' | 'video' | 'youtube';
  /** The file's address, or the YouTube watch link. */
  url: string;
  /** Borrowed from this stock template: copied into the new template when it is created. */
  stockName?: string;
}

export type BackgroundSource = 'upload' | 'youtube';

export interface BackgroundDraft {
  source: BackgroundSource;
  /** A newly chosen file (source upload). */
  file: File | null;
  /** As typed (source youtube). */
  youtubeLink: string;
  current: CurrentMedia | null;
}

export interface FeeDraft {
  participantEnabled: boolean;
  participantAmount: string;
  audienceEnabled: boolean;
  audienceAmount: string;
  currency: Currency;
}

export interface TemplateDraft {
  name: string;
  description: string;
  categoryIds: string[];
  background: BackgroundDraft;
  embeddedLinks: EmbeddedLink[];
  fee: FeeDraft;
  meetingPassword: { enabled: boolean; value: string };
}

/** What the rules depend on besides the draft. */
export interface DraftContext {
  tier: PlanTier;
  /** Creating a template (needs media) rather than changing one. */
  creating: boolean;
  /** The template being changed already has a password (an empty field keeps it). */
  passwordSet: boolean;
  templateType: string;
}

// ---- Files ------------------------------------------------------------------------------------

const MB = 1000 * 1000;
export const IMAGE_MAX_MB = TEMPLATE_IMAGE_MAX_BYTES / MB;
export const VIDEO_MAX_MB = TEMPLATE_VIDEO_MAX_BYTES / MB;

/** The kind of a file the api takes as template media, by its declared type; null otherwise. */
export const mediaKindOf = (file: Pick<File, 'type'>): MediaType | null => {
  if (file.type in TEMPLATE_IMAGE_TYPES) return 'image';
  if (file.type in TEMPLATE_VIDEO_TYPES) return 'video';
  return null;
};

/**
 * Why the api would refuse this file, before a byte is sent: its kind (the api reads the bytes;
 * the picker reads the declared type, which agrees for every real file) and the kind's size
 * limit. Null when it may be sent.
 */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const kind = mediaKindOf(file);
  if (!kind) return templateErrorMessages.notTemplateMedia;
  if (file.size === 0) return templateErrorMessages.emptyFile;
  if (kind === 'image' && file.size > TEMPLATE_IMAGE_MAX_BYTES)
    return templateErrorMessages.imageTooLarge;
  if (kind === 'video' && file.size > TEMPLATE_VIDEO_MAX_BYTES)
    return templateErrorMessages.videoTooLarge;
  return null;
}

// ---- From a template -------------------------------------------------------------------------

const currentMediaOf = (template: Template): CurrentMedia | null => {
  if (template.youtubeLink)
    return { kind: 'youtube', url: template.youtubeLink };
  if (template.fileUrl)
    return { kind: template.mediaType, url: template.fileUrl };
  return null;
};

const amountText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);

/**
 * The form's starting point: empty, the template being changed, or (with `asCopy`) a stock
 * template a new one starts from, whose media is borrowed until the host picks their own.
 */
export function draftOf(
  template: Template | null,
  { asCopy = false }: { asCopy?: boolean } = {},
): TemplateDraft {
  const media = template ? currentMediaOf(template) : null;
  const current =
    media && asCopy ? { ...media, stockName: template?.name } : media;
  const fee = template?.monetizationDetail;
  return {
    name: template?.name ?? '',
    description: template?.description ?? '',
    categoryIds: template?.categories.map((category) => category.id) ?? [],
    background: {
      source: current?.kind === 'youtube' ? 'youtube' : 'upload',
      file: null,
      youtubeLink: current?.kind === 'youtube' ? current.url : '',
      current,
    },
    embeddedLinks: template?.embeddedLinks.map((link) => ({ ...link })) ?? [],
    fee: {
      participantEnabled: (fee?.participantFee ?? null) !== null,
      participantAmount: amountText(fee?.participantFee),
      audienceEnabled: (fee?.audienceFee ?? null) !== null,
      audienceAmount: amountText(fee?.audienceFee),
      currency: fee?.currency ?? CURRENCIES[0],
    },
    // Never the password itself: the api answers only whether there is one.
    meetingPassword: {
      enabled: template?.meetingPassword?.enabled ?? false,
      value: '',
    },
  };
}

// ---- What is sent ----------------------------------------------------------------------------

/** The YouTube link to send: a new one only (sending the current one again counts as new media). */
function youtubeLinkToSend(
  background: BackgroundDraft,
  creating: boolean,
): string | null {
  if (background.source !== 'youtube') return null;
  const link = background.youtubeLink.trim();
  if (!link) return null;
  const current = background.current;
  const unchanged =
    current?.kind === 'youtube' && current.url === link && !current.stockName;
  return unchanged && !creating ? null : link;
}

const uploadOf = (file: File | null): MediaUpload | null =>
  file ? { blob: file, name: file.name } : null;

/** The file to send: a new one, when the upload source is chosen. */
const fileToSend = (background: BackgroundDraft): File | null =>
  background.source === 'upload' ? background.file : null;

/**
 * Media borrowed from a stock template that must be copied into the new one: its file (the
 * api takes media only as a file or a YouTube link).
 */
export function borrowedFileUrl(
  background: BackgroundDraft,
  creating: boolean,
): string | null {
  const { current } = background;
  if (!creating || !current?.stockName || current.kind === 'youtube')
    return null;
  if (background.source !== 'upload' || background.file) return null;
  return current.url;
}

/** The media kind the form names: the new media's, or the kept media's. */
function mediaTypeOf(
  background: BackgroundDraft,
  creating: boolean,
): MediaType {
  const file = fileToSend(background);
  if (file) return mediaKindOf(file) ?? 'image';
  if (youtubeLinkToSend(background, creating)) return 'video';
  const current = background.current;
  if (!current) return 'image';
  return current.kind === 'image' ? 'image' : 'video';
}

/** SPEC §5: an amount only when its option is on and filled; null when nothing is charged. */
export function monetizationDetailOf(fee: FeeDraft): MonetizationDetail | null {
  const amount = (enabled: boolean, typed: string) =>
    enabled && typed.trim() !== '' ? parseFeeAmount(typed) : null;
  const participantFee = amount(fee.participantEnabled, fee.participantAmount);
  const audienceFee = amount(fee.audienceEnabled, fee.audienceAmount);
  if (participantFee === null && audienceFee === null) return null;
  return { participantFee, audienceFee, currency: fee.currency };
}

/** Off: none. On with a new value: that value. On and left empty: keep the current one. */
export function meetingPasswordOf(
  password: TemplateDraft['meetingPassword'],
): MeetingPassword | null {
  if (!password.enabled) return null;
  return {
    enabled: true,
    value: password.value === '' ? null : password.value,
  };
}

/** Media bytes to send under a name (a picked file, or a copied stock file). */
export interface MediaUpload {
  blob: Blob;
  name: string;
}

/**
 * POST /template and PUT /template/{id} (SPEC §7): the text fields first, the file last (the api
 * checks the fields before it reads a byte of the file). `upload` replaces the draft's own file
 * (a borrowed stock file, fetched).
 */
export function templateForm(
  draft: TemplateDraft,
  context: Pick<DraftContext, 'creating' | 'templateType'>,
  upload: MediaUpload | null = uploadOf(fileToSend(draft.background)),
): FormData {
  const { creating, templateType } = context;
  const form = new FormData();
  form.append('templateType', templateType);
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  form.append(
    'mediaType',
    upload
      ? (mediaKindOf(upload.blob) ?? 'image')
      : mediaTypeOf(draft.background, creating),
  );
  const youtubeLink = upload
    ? null
    : youtubeLinkToSend(draft.background, creating);
  if (youtubeLink) form.append('youtubeLink', youtubeLink);
  form.append('embeddedLinks', JSON.stringify(draft.embeddedLinks));
  form.append(
    'monetizationDetail',
    JSON.stringify(monetizationDetailOf(draft.fee)),
  );
  form.append(
    'meetingPassword',
    JSON.stringify(meetingPasswordOf(draft.meetingPassword)),
  );
  form.append('categoryIds', JSON.stringify(draft.categoryIds));
  if (upload) form.append('file', upload.blob, upload.name);
  return form;
}

// ---- Rules -----------------------------------------------------------------------------------

const feeAmount = (enabled: boolean, typed: string) =>
  enabled && typed.trim() !== '' && parseFeeAmount(typed) === null;

/**
 * The form's schema for a host on `tier`: the api's field rules (contracts), the tier's link cap
 * and background rule (SPEC §6), a background when creating, and the password rule.
 */
export function templateDraftSchema(context: DraftContext) {
  const features = tierFeatures(context.tier);
  const { name, description } = templateFieldsSchema.shape;
  return z
    .object({
      name,
      description,
      categoryIds: templateCategoryIdsSchema,
      background: z.custom<BackgroundDraft>(),
      embeddedLinks: z.array(embeddedLinkSchema),
      fee: z.custom<FeeDraft>(),
      meetingPassword: z.object({ enabled: z.boolean(), value: z.string() }),
    })
    .superRefine((draft, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      const { background, fee, meetingPassword, embeddedLinks } = draft;

      const newYoutube = youtubeLinkToSend(background, context.creating);
      const newFile = fileToSend(background);
      if (background.source === 'youtube' && background.youtubeLink.trim()) {
        const link = youtubeLinkSchema.safeParse(background.youtubeLink);
        if (!link.success)
          issue(['background', 'youtubeLink'], link.error.issues[0].message);
      }
      if (newFile) {
        const problem = fileProblem(newFile);
        if (problem) issue(['background', 'file'], problem);
      }
      // The api's rule for the whole form; `root` keeps it beside the file's own message.
      const customMedia =
        newFile !== null ||
        newYoutube !== null ||
        borrowedFileUrl(background, context.creating) !== null;
      if (customMedia && !features.backgrounds) {
        issue(
          ['background', 'root'],
          templateErrorMessages.backgroundsNotInPlan,
        );
      } else if (
        context.creating &&
        !newFile &&
        !newYoutube &&
        !background.current
      ) {
        issue(
          background.source === 'youtube'
            ? ['background', 'youtubeLink']
            : ['background', 'root'],
          text.backgroundRequired,
        );
      }

      if (embeddedLinks.length > features.embeddedLinks) {
        // `root`: the list's own message, beside its rows' (react-hook-form's convention).
        issue(
          ['embeddedLinks', 'root'],
          features.embeddedLinks === 0
            ? templateErrorMessages.embeddedLinksNotInPlan
            : templateErrorMessages.embeddedLinksOverLimit(
                features.embeddedLinks,
              ),
        );
      }

      if (feeAmount(fee.participantEnabled, fee.participantAmount))
        issue(['fee', 'participantAmount'], messages.feeAmountInvalid);
      if (feeAmount(fee.audienceEnabled, fee.audienceAmount))
        issue(['fee', 'audienceAmount'], messages.feeAmountInvalid);

      if (
        meetingPassword.enabled &&
        meetingPassword.value === '' &&
        !context.passwordSet
      ) {
        issue(
          ['meetingPassword', 'value'],
          templateErrorMessages.meetingPasswordRequired,
        );
      }
    });
}
