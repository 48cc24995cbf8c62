import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { messages } from '@ruume/contracts';
import type { FastifyRequest } from 'fastify';
import {
  EmptyFileError,
  NotAVideoError,
  type VideoType,
  videoSniffer,
} from '../../adapters/ffmpeg/video-type';
import { byteLimit } from '../../adapters/storage/byte-limit';
import { FileTooLargeError } from '../../adapters/storage/storage-errors';
import { apiError, type HttpError, httpError } from '../../http/http-error';
import {
  asClientError,
  refuseDeclaredLength,
  refuseEarly,
  streamForm,
} from '../../http/multipart';

/** The name of the multipart part that carries the video (SPEC §7). */
export const FILE_FIELD = 'file';

export interface UploadReadOptions<Accepted> {
  /** Where the file's bytes go. */
  path: string;
  maxBytes: number;
  /** What to answer when the file is larger than `maxBytes`. */
  tooLarge: () => HttpError;
  /** The text fields the upload takes; any other is refused by name. */
  fieldNames: readonly string[];
  /**
   * Checks the text fields, sent before or after the file: throws to refuse the upload. It runs
   * on the fields sent before the file too, so what they already break is refused unread.
   */
  accept: (fields: Record<string, string>) => Promise<Accepted>;
}

export interface ReceivedUpload<Accepted> {
  accepted: Accepted;
  type: VideoType;
  sizeBytes: number;
}

/** Reads one upload: its text fields and its file into a path, checking it on the way. */
export type UploadReader = <Accepted>(
  options: UploadReadOptions<Accepted>,
) => Promise<ReceivedUpload<Accepted>>;

/**
 * Streams a multipart upload (name, monetizationSetting, file, in any order) without holding the
 * file in memory: the file part goes through a content check on its first bytes and a byte limit
 * straight into a file on disk, and the fields are checked once the body is read. A body declared
 * larger than the limit is refused unread. Errors are the client's as in http/multipart.ts.
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
  refuseDeclaredLength(request, options.maxBytes, options.tooLarge);
  const form = await streamForm(request, {
    fieldNames: options.fieldNames,
    fileFields: [FILE_FIELD],
    maxFileBytes: options.maxBytes,
    beforeFile: (fields) => refuseEarly(() => options.accept(fields)),
    onFile: async (part) => {
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
        if (error instanceof EmptyFileError && !part.filename) return null;
        throw error;
      }
      if (!sniffer.type) throw new EmptyFileError();
      return { type: sniffer.type, sizeBytes: limit.bytes };
    },
  });
  const accepted = await options.accept(form.fields);
  const file = form.files[FILE_FIELD];
  if (!file) {
    throw httpError(400, 'VALIDATION_ERROR', messages.recordingFileRequired);
  }
  return { accepted, ...file };
}
