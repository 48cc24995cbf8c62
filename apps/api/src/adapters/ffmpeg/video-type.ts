import { Transform, type TransformCallback } from 'node:stream';

/** Video containers accepted, by the extension file-type gives them, with their MIME type. */
export const VIDEO_CONTAINERS: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/matroska',
  ogv: 'video/ogg',
  avi: 'video/vnd.avi',
  mpg: 'video/mpeg',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
  flv: 'video/x-flv',
  mts: 'video/mp2t',
};

/** The ISO base media family: MP4 fast start applies to these. */
export const isMp4Family = (extension: string): boolean =>
  ['mp4', 'm4v', 'mov'].includes(extension);

export interface VideoType {
  extension: string;
  mime: string;
}

/** What the first bytes of an upload turned out to be. */
/** What a composed meeting recording is (meeting-composition). */
export const MP4_TYPE: VideoType = { extension: 'mp4', mime: 'video/mp4' };

export class NotAVideoError extends Error {
  constructor(readonly detected: string | undefined) {
    super(`not a video container: ${detected ?? 'unknown'}`);
    this.name = 'NotAVideoError';
  }
}
export class EmptyFileError extends Error {
  constructor() {
    super('the file is empty');
    this.name = 'EmptyFileError';
  }
}

/** file-type reads at most this much from the start of a file to recognise it. */
const SNIFF_BYTES = 4100;

/** The video container `head` (the start of a file) is, or NotAVideoError. */
export async function videoTypeOf(head: Buffer): Promise<VideoType> {
  // ESM-only; loaded when the first upload arrives.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(head);
  const mime = type && VIDEO_CONTAINERS[type.ext];
  if (!type || !mime) throw new NotAVideoError(type?.mime);
  return { extension: type.ext, mime };
}

export interface VideoSniffer extends Transform {
  /** Known once the first bytes passed. */
  readonly type: VideoType | undefined;
}

/**
 * Passes a stream through once its first bytes show a video container: holds back the first
 * 4100 bytes, fails with NotAVideoError (or EmptyFileError) before anything was written on.
 */
export function videoSniffer(): VideoSniffer {
  let head: Buffer[] = [];
  let headBytes = 0;
  let type: VideoType | undefined;
  const release = (stream: Transform, callback: TransformCallback) => {
    videoTypeOf(Buffer.concat(head)).then(
      (found) => {
        type = found;
        for (const chunk of head) stream.push(chunk);
        head = [];
        callback();
      },
      (error: unknown) => callback(error as Error),
    );
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (type) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) return callback();
      release(this, callback);
    },
    flush(callback) {
      if (type) return callback();
      if (headBytes === 0) return callback(new EmptyFileError());
      release(this, callback);
    },
  });
  return Object.defineProperty(transform, 'type', {
    get: () => type,
  }) as VideoSniffer;
}
