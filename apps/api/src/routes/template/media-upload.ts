import { Readable } from 'node:stream';
import {
  type MediaType,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_TYPES,
  TEMPLATE_VIDEO_MAX_BYTES,
  TEMPLATE_VIDEO_TYPES,
  templateErrorMessages,
} from '@ruume/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  type FileStorage,
  FileTooLargeError,
} from '../../adapters/storage/file-storage';
import { apiError, httpError } from '../../http/http-error';
import {
  asClientError,
  refuseDeclaredLength,
  refuseEarly,
  streamForm,
} from '../../http/multipart';

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
  /** The text fields the form takes; any other is refused by name. */
  fieldNames: readonly string[];
  /**
   * Checks the text fields (sent before or after the file) and whether a file came; throws to
   * refuse. Answers the media type the file must be. It runs on the fields sent before the file
   * too, so what they already break is refused before a byte of the file is read.
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

/** Reads one template form: its text fields and its media streamed into storage. */
export type TemplateFormReader = <Accepted>(
  options: TemplateFormOptions<Accepted>,
) => Promise<TemplateForm<Accepted>>;

/**
 * POST/PUT template's multipart body, fields and file in any order, without holding the media in
 * memory: the file's first bytes decide what it is (never its name or declared type), it must be
 * the kind mediaType says, and it streams into storage under that kind's size limit. A body
 * declared larger than a video may be is refused unread. Broken bodies answer 400.
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
      refuseDeclaredLength(request, TEMPLATE_VIDEO_MAX_BYTES, () =>
        tooLarge('video'),
      );
      return await read(request, storage, options);
    } catch (error) {
      throw asClientError(error);
    }
  };
}

const mismatch = (kind: MediaType) =>
  apiError(
    'MEDIA_TYPE_MISMATCH',
    kind === 'image'
      ? templateErrorMessages.mediaIsImage
      : templateErrorMessages.mediaIsVideo,
  );

async function read<Accepted>(
  request: FastifyRequest,
  storage: FileStorage,
  options: TemplateFormOptions<Accepted>,
): Promise<TemplateForm<Accepted>> {
  // The media type the fields sent before the file already fixed, if they were complete.
  let expected: MediaType | null = null;
  const form = await streamForm(request, {
    fieldNames: options.fieldNames,
    fileFields: [FILE_FIELD],
    // The largest kind's limit; each kind's own limit is applied while storing.
    maxFileBytes: TEMPLATE_VIDEO_MAX_BYTES,
    beforeFile: (fields) =>
      refuseEarly(async () => {
        expected = (await options.accept(fields, true)).mediaType;
      }),
    onFile: (part) =>
      storeMedia(part, storage, { expected, keyFor: options.keyFor }),
  });
  const media = form.files[FILE_FIELD] ?? null;
  try {
    const accepted = await options.accept(form.fields, media !== null);
    if (media && media.kind !== accepted.mediaType) throw mismatch(media.kind);
    return { accepted, media };
  } catch (error) {
    if (media) await storage.delete(media.key).catch(() => undefined);
    throw error;
  }
}

/** Checks a file part by its first bytes and streams it into storage; null for an empty input. */
async function storeMedia(
  part: MultipartFile,
  storage: FileStorage,
  options: {
    expected: MediaType | null;
    keyFor: (type: MediaFileType) => string;
  },
): Promise<StoredMedia | null> {
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
  if (headBytes === 0 && !part.filename) return null;
  if (headBytes === 0) {
    throw apiError('EMPTY_FILE', templateErrorMessages.emptyFile);
  }
  const type = await mediaTypeOf(Buffer.concat(head));
  if (!type) throw apiError('NOT_TEMPLATE_MEDIA');
  if (options.expected && type.kind !== options.expected) {
    throw mismatch(type.kind);
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
  try {
    const { size } = await storage.putStream(key, body, type.mime, {
      maxBytes,
    });
    return { ...type, key, sizeBytes: size };
  } catch (error) {
    if (
      error instanceof FileTooLargeError ||
      (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      throw tooLarge(type.kind);
    }
    throw error;
  }
}
