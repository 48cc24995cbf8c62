// PUT /user (multipart): profile fields, all optional (only what changed is sent), plus an
// optional profilePic file part. Multipart sends text, so booleans may arrive as 'true'/'false'
// and an empty optional field clears it (null). Avatar files are checked in ./avatar.
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../auth/auth-requests';
import {
  booleanField,
  hexColorSchema,
  httpUrlSchema,
  optionalText,
  requiredText,
} from '../common/fields';

const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? null : value,
    schema.nullable(),
  );

export const profileUpdateSchema = z.object({
  firstName: requiredText('first name', NAME_MAX_LENGTH).optional(),
  lastName: requiredText('last name', NAME_MAX_LENGTH).optional(),
  pronouns: optionalText('pronouns', 30).optional(),
  workspaceName: optionalText('workspace name', 100).optional(),
  workspaceRole: optionalText('workspace role', 100).optional(),
  displayFirstNameOnly: booleanField('display first name only').optional(),
  website: clearable(httpUrlSchema('website')).optional(),
  avatarBackgroundColor: clearable(
    hexColorSchema('avatar background colour'),
  ).optional(),
  avatarTextColor: clearable(hexColorSchema('avatar text colour')).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
