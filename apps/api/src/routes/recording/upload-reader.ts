import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { messages } from '@ruume/contracts';
import type { FastifyRequest } from 'fastify';
import {
  EmptyFileError,
  NotAVideoError,
  type VideoType,
  videoSniffer,
} from '../../adapters/media/video-type';
import { byteLimit } from '../../adapters/storage/byte-limit';
import { FileTooLargeError } from '../../adapters/storage/storage-errors';
import { apiError, type HttpError, httpError } from '../../http/http-error';
import { asClientError } from '../../http/multipart';

/** The name of the multipart part that carries the video (SPEC §7). */
export const FILE_FIELD = 'file';

export interface UploadReadOptions<Accepted> {
  /** Where the file's bytes go. */
  path: string;
  maxBytes: number;
  /** What to answer when the file is larger than `maxBytes`. */
  tooLarge: () => HttpError;
  /**
   * Checks the text fields, which come before the file (the web client appends them first);
   * throws to refuse the upload before a byte of the file is read.
   */
  accept: (fields: Record<string, string>) => Promise<Accepted>;
}

export interface ReceivedUpload<Accepted> {
  accepted: Accepted;
  type: VideoType;
  sizeBytes: number;
}

/** Reads one upload: text fields, then its file into a path, checking it on the way. */
export type UploadReader = <Accepted>(
  options: UploadReadOptions<Accepted>,
) => Promise<ReceivedUpload<Accepted>>;

/**
 * Streams a multipart upload (name, monetizationSetting, file) without holding the file in
 * memory: the file part goes through a content check on its first bytes and a byte limit
 * straight into a file on disk. Errors are the client's as in http/multipart.ts.
 */
export function streamingUploadReader(request: FastifyRequest): UploadReader {
  return async (options) => {
    try {
      return await read(request, options);
    } catch (error) {
      throw asClientError(mapped(error, options.tooLarge));
    }
  };
}

function mapped(error: unknown, tooLarge: () => HttpError): unknown {
  if (error instanceof NotAVideoError) return apiError('NOT_A_VIDEO');
  if (error instanceof EmptyFileError) return apiError('EMPTY_FILE');
  if (
    error instanceof FileTooLargeError ||
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
  ) {
    return tooLarge();
  }
  return error;
}

async function read<Accepted>(
  request: FastifyRequest,
  options: UploadReadOptions<Accepted>,
): Promise<ReceivedUpload<Accepted>> {
  if (!request.isMultipart()) {
    throw httpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `send the recording as multipart/form-data with name and ${FILE_FIELD}`,
    );
  }
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      // One past the limit, so the byte limit below (which knows why) speaks first.
      fileSize: options.maxBytes + 1,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: 21,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      throw httpError(
        400,
        'VALIDATION_ERROR',
        `${part.fieldname}: unexpected file; send the video as ${FILE_FIELD}`,
      );
    }
    const accepted = await options.accept(fields);
    const sniffer = videoSniffer();
    const limit = byteLimit(options.maxBytes);
    try {
      await pipeline(
        part.file,
        sniffer,
        limit,
        createWriteStream(options.path),
      );
    } catch (error) {
      // A file input left empty sends a part with no name and no bytes: no file at all.
      if (error instanceof EmptyFileError && !part.filename) break;
      throw error;
    }
    if (!sniffer.type) throw new EmptyFileError();
    // Whatever follows the file (the client sends nothing after it) is read and dropped.
    for await (const rest of parts) {
      if (rest.type === 'file') rest.file.resume();
    }
    return { accepted, type: sniffer.type, sizeBytes: limit.bytes };
  }
  await options.accept(fields);
  throw httpError(400, 'VALIDATION_ERROR', messages.recordingFileRequired);
}
