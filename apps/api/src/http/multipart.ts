import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError, httpError } from './http-error';

/** Every form's text fields are few and short; a form carries at most one file per file field. */
const FIELD_LIMITS = { fields: 20, fieldSize: 64 * 1024 } as const;

/**
 * What a form may add to its file in a body's length: the text fields at their limits, each
 * part's headers and the boundaries. A body declared longer than file + this is refused unread.
 */
export const FORM_OVERHEAD_BYTES =
  FIELD_LIMITS.fields * (FIELD_LIMITS.fieldSize + 1024) + 64 * 1024;

/** The text fields a form accepts: the keys of its fields schema. */
export const fieldNamesOf = (schema: z.ZodObject): readonly string[] =>
  Object.keys(schema.shape);

/**
 * Refuses a body whose declared Content-Length cannot fit a file of maxFileBytes beside its
 * fields, before a byte of it is read (the connection then closes, see closeUnreadBodies).
 */
export function refuseDeclaredLength(
  request: FastifyRequest,
  maxFileBytes: number,
  tooLarge: () => HttpError,
): void {
  const declared = Number(request.headers['content-length']);
  if (
    Number.isFinite(declared) &&
    declared > maxFileBytes + FORM_OVERHEAD_BYTES
  ) {
    throw tooLarge();
  }
}

/**
 * An answer sent before its request's body was read (a refused upload) closes the connection:
 * otherwise Node reads, and drops, the rest of a body that may be gigabytes long.
 */
export function closeUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
}

export interface StreamFormOptions<File> {
  /** The text fields the form accepts; any other is refused by name. */
  fieldNames: readonly string[];
  /** The file fields the form accepts; any other file part is refused by name. */
  fileFields: readonly string[];
  /** The largest file the caller takes (the parser stops one byte past it). */
  maxFileBytes: number;
  /**
   * Called as a file part starts, with the text fields sent before it: throws to refuse the file
   * before a byte of it is read. Fields may also follow the file; the caller checks them all
   * once the body is read.
   */
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
  /** Consumes one file part (or throws); null when the part holds no file (an empty input). */
  onFile: (part: MultipartFile) => Promise<File | null>;
}

export interface StreamedForm<File> {
  /** Text fields by name, each sent once. */
  fields: Record<string, string>;
  /** What onFile answered, by file field; empty file inputs are left out. */
  files: Record<string, File>;
}

/**
 * Reads a multipart form whose text fields come before or after its file, in any order. No part
 * is dropped silently: an unknown field or file, a field sent twice or cut at its size limit
 * answers 400 naming it. Errors of a broken body are the client's (asClientError).
 */
export async function streamForm<File>(
  request: FastifyRequest,
  options: StreamFormOptions<File>,
): Promise<StreamedForm<File>> {
  const form: StreamedForm<File> = { fields: {}, files: {} };
  const seenFiles = new Set<string>();
  const parts = request.parts({
    limits: {
      fileSize: options.maxFileBytes + 1,
      // One more than accepted, so a file sent twice is refused by name, not by a count.
      files: options.fileFields.length + 1,
      fields: FIELD_LIMITS.fields,
      fieldSize: FIELD_LIMITS.fieldSize,
      parts: FIELD_LIMITS.fields + options.fileFields.length + 1,
    },
  });
  for await (const part of parts) {
    const name = part.fieldname;
    if (part.type === 'field') {
      if (!options.fieldNames.includes(name)) {
        throw invalid(
          name,
          `unknown field; this form takes ${options.fieldNames.join(', ')}`,
        );
      }
      if (name in form.fields) throw invalid(name, 'sent more than once');
      if (part.valueTruncated) {
        throw invalid(
          name,
          `longer than ${FIELD_LIMITS.fieldSize / 1024} KB allowed`,
        );
      }
      // A part sent as application/json arrives parsed: kept as the text it was.
      form.fields[name] =
        typeof part.value === 'string'
          ? part.value
          : JSON.stringify(part.value);
      continue;
    }
    if (!options.fileFields.includes(name) || seenFiles.has(name)) {
      part.file.resume();
      throw invalid(
        name,
        seenFiles.has(name)
          ? 'sent more than once'
          : `unexpected file; send ${options.fileFields.join(' or ')}`,
      );
    }
    seenFiles.add(name);
    await options.beforeFile?.({ ...form.fields });
    const file = await options.onFile(part);
    if (file !== null) form.files[name] = file;
  }
  return form;
}

const invalid = (name: string, problem: string) =>
  httpError(400, 'VALIDATION_ERROR', `${name}: ${problem}`);

/**
 * Runs a check on the fields sent so far and lets a missing or invalid field pass: it may still
 * follow the file, and the check at the end answers for it. Any other refusal stands.
 */
export async function refuseEarly(check: () => Promise<unknown>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'VALIDATION_ERROR') return;
    throw error;
  }
}

export interface MultipartBody {
  /** Text fields by name. */
  fields: Record<string, string>;
  /** File parts by field name; a file input left empty (no name, no bytes) is left out. */
  files: Record<string, { data: Buffer; filename: string }>;
}

export interface ReadMultipartOptions {
  /** The text fields the route accepts; any other is refused by name. */
  fieldNames: readonly string[];
  /** The file fields the route accepts; any other file part is refused. */
  fileFields: readonly string[];
  maxFileBytes: number;
  /** Status, code and message when a file is larger than maxFileBytes. */
  tooLarge: { message: string };
}

/**
 * Reads a whole multipart body into memory (for small uploads such as avatars). A body declared
 * larger than the limit is refused unread; a file over the limit stops the upload at the limit;
 * both answer 413. A body the parser cannot read (no boundary, a boundary never closed, JSON sent
 * as multipart) answers 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: ReadMultipartOptions,
): Promise<MultipartBody> {
  const tooLarge = () =>
    httpError(413, 'PAYLOAD_TOO_LARGE', options.tooLarge.message);
  try {
    refuseDeclaredLength(request, options.maxFileBytes, tooLarge);
    return await streamForm(request, {
      ...options,
      onFile: async (part) => {
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw tooLarge();
          }
          throw error;
        }
        if (data.length > options.maxFileBytes) throw tooLarge();
        if (data.length === 0 && !part.filename) return null;
        return { data, filename: part.filename };
      },
    });
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
