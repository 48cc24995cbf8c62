import { createHmac } from 'node:crypto';
import { VIDEOROOM_PLUGIN } from './videoroom';

/**
 * A Janus core token for a browser, checked by Janus itself with `token_auth_secret`
 * (stateless: `<expiry>,janus,<plugins>:<base64 HMAC-SHA1>`). It opens sessions and one plugin
 * only, until it expires: the VideoRoom for participants, the Streaming plugin for an audience
 * (which can then publish nothing). It cannot be revoked, so the room's own join tokens
 * (VideoRoom `allowed`) and mountpoint pins are what a removal takes away.
 */
export function mintJanusToken(
  tokenSecret: string,
  ttlSeconds: number,
  now = Date.now(),
  plugin: string = VIDEOROOM_PLUGIN,
): string {
  const expiry = Math.floor(now / 1000) + ttlSeconds;
  const data = `${expiry},janus,${plugin}`;
  const signature = createHmac('sha1', tokenSecret)
    .update(data)
    .digest('base64');
  return `${data}:${signature}`;
}
