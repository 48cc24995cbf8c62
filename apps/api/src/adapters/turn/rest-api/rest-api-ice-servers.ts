import type { IceServer } from '@ruume/contracts';
import type { IceServers } from '../ice-servers';
import { TURN_CREDENTIAL_TTL_SECONDS, turnCredential } from './turn-credential';

/**
 * A TURN server of ours that shares a secret with the api (TURN_URLS + TURN_SECRET, or the
 * local coturn): each participant gets credentials of their own that expire, so joining a room
 * once does not open the relay to anyone for good. The static servers come first, unchanged.
 */
export function createRestApiIceServers(options: {
  staticServers: IceServer[];
  urls: string[];
  secret: string;
  now?: () => number;
}): IceServers {
  const now = options.now ?? Date.now;
  return {
    forParticipant(participantId) {
      const expiresAt = Math.floor(now() / 1000) + TURN_CREDENTIAL_TTL_SECONDS;
      return [
        ...options.staticServers,
        {
          urls: options.urls,
          ...turnCredential(options.secret, participantId, expiresAt),
        },
      ];
    },
  };
}
