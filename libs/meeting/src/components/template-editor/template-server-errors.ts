// Where the api's refusals of a template land in the editor: under the field they are about,
// or (anything else) above the actions.

/** The editor's error slots (react-hook-form paths). */
export type DraftErrorPath =
  | 'name'
  | 'description'
  | 'categoryIds'
  | 'background.root'
  | 'background.youtubeLink'
  | 'embeddedLinks.root'
  | 'fee.participantAmount'
  | 'fee.audienceAmount'
  | 'meetingPassword.value';

/** The multipart field a VALIDATION_ERROR names ("youtubeLink: …"), by slot. */
const byField: Partial<Record<string, DraftErrorPath>> = {
  name: 'name',
  description: 'description',
  categoryIds: 'categoryIds',
  mediaType: 'background.root',
  file: 'background.root',
  youtubeLink: 'background.youtubeLink',
  embeddedLinks: 'embeddedLinks.root',
  monetizationDetail: 'fee.participantAmount',
  meetingPassword: 'meetingPassword.value',
};

/** The api's codes that are about one part of the template. */
const byCode: Partial<Record<string, DraftErrorPath>> = {
  BACKGROUNDS_NOT_IN_PLAN: 'background.root',
  NOT_TEMPLATE_MEDIA: 'background.root',
  MEDIA_TYPE_MISMATCH: 'background.root',
  PAYLOAD_TOO_LARGE: 'background.root',
  EMPTY_FILE: 'background.root',
  EMBEDDED_LINKS_LIMIT: 'embeddedLinks.root',
  AUDIENCE_NOT_IN_PLAN: 'fee.audienceAmount',
  MONETIZATION_NEEDS_ACCOUNT: 'fee.participantAmount',
};

/** Where useFormSubmit puts the api's refusals of a template (anything else: above the actions). */
export const serverErrorSlots = { aliases: byField, codes: byCode };

type Errors = Record<string, unknown>;
/** The message react-hook-form keeps at a dotted path of its errors. */
export const messageAt = (errors: object, path: string): string | undefined =>
  (
    path
      .split('.')
      .reduce<unknown>(
        (node, key) => (node as Errors | undefined)?.[key],
        errors,
      ) as { message?: string } | undefined
  )?.message;
