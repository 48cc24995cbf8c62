import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { createLocalFileStorage } from './local-file-storage';

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live: local disk now, S3 later (ARCHITECTURE). Keys are paths such as
 * `avatars/<userId>/<random>.png`; a key is never reused for other content, so what a URL
 * serves never changes and may be cached for good.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Absolute URL the browser loads the file from. */
  url(key: string): string;
}

/** Keys this server creates: lower-case folder, then path segments, then an extension. */
export const FILE_KEY_PATTERN =
  /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]{1,128}){1,4}\.[a-z0-9]{1,8}$/;
export const isFileKey = (key: string): boolean => FILE_KEY_PATTERN.test(key);

/** URL path (under the api prefix) the local storage serves files from. */
export const FILES_ROUTE_PREFIX = '/files/';

export function createFileStorage(
  config: Pick<Config, 'dataDir' | 'publicUrl'>,
  apiPrefix: string,
): FileStorage {
  return createLocalFileStorage({
    root: `${config.dataDir}/files`,
    baseUrl: `${config.publicUrl}${apiPrefix}${FILES_ROUTE_PREFIX}`,
  });
}
