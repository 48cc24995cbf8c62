import { messages } from '@ruume/contracts';
import { httpError } from '../../http/http-error';
import type { ImageUpload } from './service';

/**
 * SPEC §5 avatar rule, decided by the bytes (file-type's magic numbers), never by the file
 * name or the browser's MIME type: png or jpeg, else 415 with the SPEC message.
 */
export async function checkImage(data: Buffer): Promise<ImageUpload> {
  // ESM-only; loaded when the first image arrives.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'image/png') {
    return { data, extension: 'png', contentType: 'image/png' };
  }
  if (type?.mime === 'image/jpeg') {
    return { data, extension: 'jpg', contentType: 'image/jpeg' };
  }
  throw httpError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.avatarUploadError);
}
