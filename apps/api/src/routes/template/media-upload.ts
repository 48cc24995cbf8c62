import { Readable } from 'node:stream';
import {
  type MediaType,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_TYPES,
  TEMPLATE_VIDEO_MAX_BYTES,
  TEMPLATE_VIDEO_TYPES,
  templateErrorMessages,
} from '@ruume/contracts';
import type { FastifyRequest } from 'fastify';
import {
  type FileStorage,
  FileTooLargeError,
} from '../../adapters/storage/file-storage';
import { apiError, httpError } from '../../http/http-error';
import { asClientError } from '../../http/multipart';

/** The multipart part that carries the image or video (SPEC §7). */
export const FILE_FIELD = 'file';

/** file-type reads at most this much from the start of a file to recognise it. */
const SNIFF_BYTES = 4100;

export interface MediaFileType {
  kind: MediaType;
  mime: string;
  extension: string;
}

export interface StoredMedia extends MediaFileType {
  key: string;
  sizeBytes: number;
}

export const maxBytesOf = (kind: MediaType): number =>
  kind === 'image' ? TEMPLATE_IMAGE_MAX_BYTES : TEMPLATE_VIDEO_MAX_BYTES;

const tooLarge = (kind: MediaType) =>
  apiError(
    'PAYLOAD_TOO_LARGE',
    kind === 'image'
      ? templateErrorMessages.imageTooLarge
      : templateErrorMessages.videoTooLarge,
  );

/** What the first bytes of a file are, when they are template media; null otherwise. */
export async function mediaTypeOf(head: Buffer): Promise<MediaFileType | null> {
  // ESM-only; loaded when the first upload arrives.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  const image =
    TEMPLATE_IMAGE_TYPES[found.mime as keyof typeof TEMPLATE_IMAGE_TYPES];
  if (image) return { kind: 'image', mime: found.mime, extension: image };
  const video =
    TEMPLATE_VIDEO_TYPES[found.mime as keyof typeof TEMPLATE_VIDEO_TYPES];
  if (video) return { kind: 'video', mime: found.mime, extension: video };
  return null;
}

export interface TemplateFormOptions<Accepted> {
  /**
   * Checks the text fields (which come before the file, as the web client sends them) and
   * whether a file follows; throws to refuse before a byte of the file is read. Answers the
   * media type the file must be.
   */
  accept: (
    fields: Record<string, string>,
    hasFile: boolean,
  ) => Promise<Accepted & { mediaType: MediaType }>;
  /** The storage key for the checked file. */
  keyFor: (type: MediaFileType) => string;
}

export interface TemplateForm<Accepted> {
  accepted: Accepted;
  /** Stored already (the caller deletes it when it does not keep it); null without a file. */
  media: StoredMedia | null;
}

/** Reads one template form: its text fields, then its media streamed into storage. */
export type TemplateFormReader = <Accepted>(
  options: TemplateFormOptions<Accepted>,
) => Promise<TemplateForm<Accepted>>;

/**
 * POST/PUT template's multipart body, without holding the media in memory: the file's first
 * bytes decide what it is (never its name or declared type), it must be the kind mediaType says,
 * and it streams into storage under that kind's size limit. Broken bodies answer 400.
 */
export function templateFormReader(
  request: FastifyRequest,
  storage: FileStorage,
): TemplateFormReader {
  return async (options) => {
    if (!request.isMultipart()) {
      throw httpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `send the template as multipart/form-data with its fields and an optional ${FILE_FIELD}`,
      );
    }
    try {
      return await read(request, storage, options);
    } catch (error) {
      throw asClientError(error);
    }
  };
}

async function read<Accepted>(
  request: FastifyRequest,
  storage: FileStorage,
  options: TemplateFormOptions<Accepted>,
): Promise<TemplateForm<Accepted>> {
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      // One past the largest kind's limit; each kind's own limit is applied while storing.
      fileSize: TEMPLATE_VIDEO_MAX_BYTES + 1,
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
        `${part.fieldname}: unexpected file; send the image or video as ${FILE_FIELD}`,
      );
    }
    const chunks = part.file[Symbol.asyncIterator]();
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value as Buffer);
      headBytes += (next.value as Buffer).length;
    }
    // A file input left empty sends a part with no name and no bytes: no file at all.
    if (headBytes === 0 && !part.filename) {
      const accepted = await options.accept(fields, false);
      await drain(parts);
      return { accepted, media: null };
    }
    const accepted = await options.accept(fields, true);
    if (headBytes === 0) {
      throw apiError('EMPTY_FILE', templateErrorMessages.emptyFile);
    }
    const type = await mediaTypeOf(Buffer.concat(head));
    if (!type) throw apiError('NOT_TEMPLATE_MEDIA');
    if (type.kind !== accepted.mediaType) {
      throw apiError(
        'MEDIA_TYPE_MISMATCH',
        type.kind === 'image'
          ? templateErrorMessages.mediaIsImage
          : templateErrorMessages.mediaIsVideo,
      );
    }
    const maxBytes = maxBytesOf(type.kind);
    if (headBytes > maxBytes) throw tooLarge(type.kind);
    const key = options.keyFor(type);
    const body = Readable.from(
      (async function* () {
        yield* head;
        if (ended) return;
        for (;;) {
          const next = await chunks.next();
          if (next.done) return;
          yield next.value as Buffer;
        }
      })(),
    );
    let sizeBytes: number;
    try {
      ({ size: sizeBytes } = await storage.putStream(key, body, type.mime, {
        maxBytes,
      }));
    } catch (error) {
      if (
        error instanceof FileTooLargeError ||
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        throw tooLarge(type.kind);
      }
      throw error;
    }
    await drain(parts);
    return { accepted, media: { ...type, key, sizeBytes } };
  }
  return { accepted: await options.accept(fields, false), media: null };
}

/** Whatever follows the file (the client sends nothing after it) is read and dropped. */
async function drain(
  parts: AsyncIterable<{ type: string; file?: NodeJS.ReadableStream }>,
) {
  for await (const rest of parts) {
    if (rest.type === 'file') rest.file?.resume();
  }
}
