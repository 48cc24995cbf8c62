// SPEC §5 avatar rules: png, jpeg or jpg, at most 2 MB. Also used for the profile banner.
import {
  AVATAR_FILE_EXTENSIONS,
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
} from '../constants';
import { messages } from '../messages';

/** The parts of a browser File (or an uploaded multipart file) the rules look at. */
export interface FileLike {
  name?: string;
  type: string;
  size: number;
}

const extensionOf = (name: string | undefined) =>
  name?.split('.').pop()?.toLowerCase() ?? '';

export const isAcceptedAvatarType = (
  file: Pick<FileLike, 'name' | 'type'>,
): boolean => {
  const type = file.type.toLowerCase();
  // Some systems report no MIME type; fall back to the file name then.
  if (type === '')
    return (AVATAR_FILE_EXTENSIONS as readonly string[]).includes(
      extensionOf(file.name),
    );
  return (AVATAR_MIME_TYPES as readonly string[]).includes(type);
};

/** The SPEC message for a rejected selection, or null when the file may be uploaded. */
export const avatarFileError = (
  file: FileLike | null | undefined,
): string | null => {
  if (!file) return messages.avatarSelectError;
  if (
    file.size <= 0 ||
    file.size > AVATAR_MAX_BYTES ||
    !isAcceptedAvatarType(file)
  )
    return messages.avatarUploadError;
  return null;
};

/** The accept attribute for the file input. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
