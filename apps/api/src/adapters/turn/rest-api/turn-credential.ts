// coturn's TURN REST API scheme (`use-auth-secret` + `static-auth-secret`): a credential anyone
// holding the shared secret can mint and coturn can check, with nothing stored. The username is
// `<unix expiry>:<who>`, the password base64(HMAC-SHA1(secret, username)).
import { createHmac } from 'node:crypto';

/**
 * coturn checks the expiry on every authenticated request, allocation refreshes included, and
 * ends the allocation when it passes: a credential must outlive a long meeting (a whole working
 * day). A reconnect's welcome and every fresh ticket bring new ones; a leaked one is good for
 * half a day at most.
 */
export const TURN_CREDENTIAL_TTL_SECONDS = 12 * 60 * 60;

export interface TurnCredential {
  username: string;
  credential: string;
}

export function turnCredential(
  secret: string,
  user: string,
  expiresAtSeconds: number,
): TurnCredential {
  const username = `${expiresAtSeconds}:${user}`;
  const credential = createHmac('sha1', secret)
    .update(username)
    .digest('base64');
  return { username, credential };
}
