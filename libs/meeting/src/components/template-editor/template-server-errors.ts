// Where the api's refusals of a template land in the editor: under the field they are about,
// or (anything else) above the actions.
import { asApiError, errorMessage } from '@ruume/api-client';
import { templateEditorMessages as text } from '@ruume/contracts';

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
const byField: Record<string, DraftErrorPath> = {
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
const byCode: Record<string, DraftErrorPath> = {
  BACKGROUNDS_NOT_IN_PLAN: 'background.root',
  NOT_TEMPLATE_MEDIA: 'background.root',
  MEDIA_TYPE_MISMATCH: 'background.root',
  PAYLOAD_TOO_LARGE: 'background.root',
  EMPTY_FILE: 'background.root',
  EMBEDDED_LINKS_LIMIT: 'embeddedLinks.root',
  AUDIENCE_NOT_IN_PLAN: 'fee.audienceAmount',
  MONETIZATION_NEEDS_ACCOUNT: 'fee.participantAmount',
};

/** A refusal, readable: its slot (null: the form as a whole) and the api's words. */
export function placeServerError(error: unknown): {
  path: DraftErrorPath | null;
  message: string;
} {
  const apiError = asApiError(error);
  const message = errorMessage(error, text.saveFailed);
  const code = apiError?.data.error;
  if (!code) return { path: null, message };
  if (code === 'VALIDATION_ERROR') {
    const field = apiError.data.message?.match(/^(\w+)[\w.]*: /)?.[1];
    return { path: (field && byField[field]) || null, message };
  }
  return { path: byCode[code] ?? null, message };
}
