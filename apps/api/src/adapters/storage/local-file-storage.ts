import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit';
import type { FileStorage } from './file-storage';
import { isFileKey } from './file-storage';
import type { FileUrlSigner } from './signed-file-urls';
import { RangeNotSatisfiableError } from './storage-errors';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  // Every video container a recording may be in (adapters/ffmpeg/video-type.ts).
  '.m4v': 'video/x-m4v',
  '.mov': 'video/quicktime',
  '.mkv': 'video/matroska',
  '.ogv': 'video/ogg',
  '.avi': 'video/vnd.avi',
  '.mpg': 'video/mpeg',
  '.3gp': 'video/3gpp',
  '.3g2': 'video/3gpp2',
  '.flv': 'video/x-flv',
  '.mts': 'video/mp2t',
  '.pdf': 'application/pdf',
};

/** Files under `root` (DATA_DIR/files), served by GET /api/v1/files/<key>. */
export function createLocalFileStorage(options: {
  root: string;
  baseUrl: string;
  /** Signs presignedGet URLs, which the files route checks; unset: presignedGet is `url(key)`. */
  signer?: FileUrlSigner;
}): FileStorage {
  const root = resolve(options.root);
  // Keys are checked by pattern; resolving and comparing is the second lock on the door.
  const pathOf = (key: string): string | null => {
    if (!isFileKey(key)) return null;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : null;
  };
  const requirePath = (key: string) => {
    const path = pathOf(key);
    if (!path) throw new Error(`invalid file key: ${key}`);
    return path;
  };
  // Written beside the target and renamed, so a reader never sees half a file.
  const temporaryFor = async (key: string) => {
    const path = requirePath(key);
    await mkdir(dirname(path), { recursive: true });
    return { path, temporary: `${path}.${randomBytes(4).toString('hex')}.tmp` };
  };
  const url = (key: string) => `${options.baseUrl}${key}`;

  return {
    async put(key, data) {
      const { path, temporary } = await temporaryFor(key);
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async putStream(key, body, _contentType, { maxBytes } = {}) {
      const { path, temporary } = await temporaryFor(key);
      const limit = byteLimit(maxBytes);
      try {
        await pipeline(body, limit, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: limit.bytes };
    },
    async get(key, range) {
      const path = pathOf(key);
      if (!path) return null;
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType =
        CONTENT_TYPES[extname(path).toLowerCase()] ??
        'application/octet-stream';
      if (!range) {
        return { body: createReadStream(path), size: info.size, contentType };
      }
      if (range.start >= info.size) {
        throw new RangeNotSatisfiableError(info.size);
      }
      const end = Math.min(range.end ?? Infinity, info.size - 1);
      return {
        body: createReadStream(path, { start: range.start, end }),
        size: info.size,
        contentType,
        range: { start: range.start, end },
      };
    },
    async delete(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
    async copy(from, to) {
      const source = pathOf(from);
      if (!source || !(await stat(source).catch(() => null))?.isFile())
        return false;
      const { path, temporary } = await temporaryFor(to);
      // A second name for the same bytes; a file system without hard links gets a copy.
      await link(source, temporary).catch(() => copyFile(source, temporary));
      await rename(temporary, path);
      return true;
    },
    url,
    // The files route checks the signature (and serves `fileName` as an attachment); public
    // folders' files it serves to anyone holding the plain URL.
    async presignedGet(key, { expiresInSeconds, fileName }) {
      requirePath(key);
      if (!options.signer) return url(key);
      const query = await options.signer.sign(key, {
        expiresInSeconds,
        fileName,
      });
      return `${url(key)}?${query}`;
    },
    presignedPut: async () => null,
    close() {
      // nothing to release: files are opened per request
    },
  };
}
