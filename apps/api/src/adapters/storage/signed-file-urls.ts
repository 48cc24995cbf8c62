import { createHmac, timingSafeEqual } from 'node:crypto';

/** Folders whose files the files route serves only through a signed, expiring URL. */
export const PRIVATE_FILE_FOLDERS = ['recordings/'] as const;
/**
 * A recording's poster stays public: the share page and link previews (Open Graph) show it to
 * anyone holding the share link, long after any signature would have expired.
 */
const PUBLIC_POSTER = /-poster\.jpg$/;
export const isPrivateFileKey = (key: string): boolean =>
  PRIVATE_FILE_FOLDERS.some((folder) => key.startsWith(folder)) &&
  !PUBLIC_POSTER.test(key);

/** The query a signed files-route URL carries. */
export interface FileUrlSignature {
  /** Unix seconds after which the URL no longer works. */
  expires: number;
  /** Served as an attachment under this name (part of what is signed). */
  name?: string;
  signature: string;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signs and checks files-route URLs for local disk, as S3 presigns its own: HMAC-SHA256 over
 * the key, the expiry and the download name, with a key only the server holds.
 */
export interface FileUrlSigner {
  /** `expires=…&signature=…[&name=…]`, to append to the file's URL. */
  sign(
    key: string,
    options: { expiresInSeconds: number; fileName?: string },
  ): Promise<string>;
  verify(
    key: string,
    query: Partial<Record<keyof FileUrlSignature, string>>,
  ): Promise<SignatureCheck>;
}

export function createFileUrlSigner(
  secret: () => Promise<Buffer>,
  now: () => number = Date.now,
): FileUrlSigner {
  const mac = async (key: string, expires: number, name: string) =>
    createHmac('sha256', await secret())
      .update(`${key}\n${expires}\n${name}`)
      .digest();
  return {
    async sign(key, { expiresInSeconds, fileName }) {
      const expires = Math.floor(now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: (await mac(key, expires, fileName ?? '')).toString(
          'base64url',
        ),
      });
      if (fileName !== undefined) query.set('name', fileName);
      return query.toString();
    },
    async verify(key, { expires, signature, name }) {
      if (!expires || !/^\d{1,12}$/.test(expires) || !signature) {
        return 'invalid';
      }
      const expected = await mac(key, Number(expires), name ?? '');
      const given = Buffer.from(signature, 'base64url');
      // A forged signature is refused whatever the expiry; a genuine one only until then.
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return 'invalid';
      return Number(expires) * 1000 < now() ? 'expired' : 'valid';
    },
  };
}
