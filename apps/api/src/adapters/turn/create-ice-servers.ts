import type { IceServer } from '@ruume/contracts';
import type { IceServers } from './ice-servers';
import { createRestApiIceServers } from './rest-api/rest-api-ice-servers';

/**
 * With a TURN server of ours (TURN_URLS and TURN_SECRET, config checked they come together):
 * per-participant credentials beside ICE_SERVERS. Without: ICE_SERVERS alone, the same for all.
 */
export function createIceServers(config: {
  iceServers: IceServer[];
  turnUrls?: string[];
  turnSecret?: string;
}): IceServers {
  if (config.turnUrls && config.turnSecret) {
    return createRestApiIceServers({
      staticServers: config.iceServers,
      urls: config.turnUrls,
      secret: config.turnSecret,
    });
  }
  return { forParticipant: () => config.iceServers };
}
