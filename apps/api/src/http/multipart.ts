import type { FastifyRequest } from 'fastify';
import { httpError } from './http-error';

export interface MultipartBody {
  /** Text fields by name (the last one wins when a name repeats). */
  fields: Record<string, string>;
  /** File parts by field name; a file input left empty (no name, no bytes) is left out. */
  files: Record<string, { data: Buffer; filename: string }>;
}

export interface ReadMultipartOptions {
  /** The file fields the route accepts; any other file part is refused. */
  fileFields: readonly string[];
  maxFileBytes: number;
  /** Status, code and message when a file is larger than maxFileBytes. */
  tooLarge: { message: string };
}

/**
 * Reads a whole multipart body into memory (for small uploads such as avatars). A file over
 * the limit stops the upload at the limit and answers 413.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartBody> {
  const body: MultipartBody = { fields: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: options.maxFileBytes,
      files: options.fileFields.length,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: 60,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string')
        body.fields[part.fieldname] = part.value;
      continue;
    }
    if (!options.fileFields.includes(part.fieldname)) {
      part.file.resume();
      throw httpError(
        400,
        'VALIDATION_ERROR',
        `${part.fieldname}: unexpected file; send ${options.fileFields.join(' or ')}`,
      );
    }
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw httpError(413, 'PAYLOAD_TOO_LARGE', options.tooLarge.message);
      }
      throw error;
    }
    if (data.length === 0 && !part.filename) continue;
    body.files[part.fieldname] = { data, filename: part.filename };
  }
  return body;
}
