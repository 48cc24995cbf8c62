import { randomBytes } from 'node:crypto';

/** The folders of uploaded files. Stock templates' media lives under `templates/stock/`. */
export type FileFolder = 'avatars' | 'banners' | 'templates' | 'recordings';

/** 128 random bits, URL-safe: what makes a key unguessable. */
export const newFileId = (): string => randomBytes(16).toString('base64url');

/**
 * A new storage key, `<folder>/<id>.<extension>`. It names no account: the URLs built from keys
 * appear in public answers (a room's background, a host's avatar, a recording's poster), which
 * must never carry a user id. `id` is given when two files belong together (a recording and
 * its poster).
 */
export const newFileKey = (
  folder: FileFolder,
  extension: string,
  id: string = newFileId(),
): string => `${folder}/${id}.${extension}`;
