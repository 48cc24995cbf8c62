import type { FastifyRequest } from 'fastify';
import { HttpError, httpError } from './http-error';

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
 * the limit stops the upload at the limit and answers 413; a body the parser cannot read (no
 * boundary, a boundary never closed, JSON sent as multipart) answers 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartBody> {
  try {
    return await readParts(request, options);
  } catch (error) {
    throw asClientError(error);
  }
}

/** Errors the multipart parser raises for a broken body carry no status: they are the client's. */
export function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status < 500) return error;
  return httpError(
    400,
    'BAD_REQUEST',
    `the form data could not be read: ${(error as Error).message ?? 'malformed body'}`,
  );
}

async function readParts(
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
