import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 24;

/** Stripe's prefixes, so ids read the same on both providers. */
export type SandboxIdPrefix =
  | 'cus'
  | 'pm'
  | 'cs'
  | 'bps'
  | 'sub'
  | 'in'
  | 'pi'
  | 'acct'
  | 'acctlink'
  | 'evt';

/**
 * `cs_` + 24 random base62 characters (~143 bits): session and link ids are the hosted pages'
 * only credential, so they must be unguessable.
 */
export function newSandboxId(prefix: SandboxIdPrefix): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of randomBytes(ID_LENGTH)) {
      // 248 = 4 × 62: bytes above it would favour the first characters.
      if (byte < 248 && id.length < ID_LENGTH) id += BASE62[byte % 62];
    }
  }
  return `${prefix}_${id}`;
}

/** Whether `value` can be an id we made: checked before it reaches a query. */
export function isSandboxId(prefix: SandboxIdPrefix, value: string): boolean {
  return new RegExp(`^${prefix}_[0-9A-Za-z]{${ID_LENGTH}}$`).test(value);
}
