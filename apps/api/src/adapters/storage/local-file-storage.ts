import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage';
import { isFileKey } from './file-storage';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/** Files under `root` (DATA_DIR/files), served by GET /api/v1/files/<key>. */
export function createLocalFileStorage(options: {
  root: string;
  baseUrl: string;
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

  return {
    async put(key, data) {
      const path = requirePath(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(path),
          size: info.size,
          contentType:
            CONTENT_TYPES[extname(path).toLowerCase()] ??
            'application/octet-stream',
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      if (path) await rm(path, { force: true });
    },
    url: (key) => `${options.baseUrl}${key}`,
  };
}
