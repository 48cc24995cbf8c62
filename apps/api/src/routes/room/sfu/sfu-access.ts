// A participant's way into the room's media (docs/live-room.md, "SFU rooms"): the mesh, or a
// join token in the VideoRoom's allowed list with a Janus token for its node. A VideoRoom that
// does not answer puts the room in "reconnecting" and starts its recovery (sfu-recovery.ts).
// sfu-media.ts hands it out on welcome and on asking.
import { ROOM_TICKET_TTL_MS } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import { type MediaAccess, type MediaNews, MESH_ACCESS } from './media';
import { feedsOf, joinTokenOf } from './sfu-credentials';
import type { SfuRoom } from './sfu-rooms';

export const TOKEN_TTL_SECONDS = ROOM_TICKET_TTL_MS / 1000;

export function createSfuAccess(deps: {
  provider: SfuProvider;
  log: FastifyBaseLogger;
  news: MediaNews;
  recovery: { start(sfuRoom: SfuRoom): void };
}) {
  const { provider, log, recovery } = deps;

  return async function accessOf(
    sfuRoom: SfuRoom,
    participantId: string,
  ): Promise<MediaAccess> {
    const { placement, state } = sfuRoom;
    if (!placement) return MESH_ACCESS;
    const feeds = feedsOf(placement.secret, participantId);
    if (state !== 'ok') return { mediaMode: 'sfu', state, sfu: null, feeds };
    const joinToken = joinTokenOf(placement.secret, participantId);
    try {
      const admin = await provider.videoRoom(placement.node);
      await admin.allowTokens(placement.sfuRoomId, placement.secret, [
        joinToken,
      ]);
    } catch (err) {
      log.warn({ err }, 'SFU: the room is not reachable');
      if (sfuRoom.state === 'ok') {
        sfuRoom.state = 'reconnecting';
        deps.news.emit('changed', sfuRoom.room, {
          mediaMode: 'sfu',
          state: 'reconnecting',
          scope: 'here',
        });
      }
      recovery.start(sfuRoom);
      return { mediaMode: 'sfu', state: sfuRoom.state, sfu: null, feeds };
    }
    return {
      mediaMode: 'sfu',
      state: 'ok',
      feeds,
      sfu: {
        url: provider.publicUrl(placement.node),
        token: provider.clientToken(placement.node, TOKEN_TTL_SECONDS),
        room: placement.sfuRoomId,
        joinToken,
        feeds,
        expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000,
      },
    };
  };
}
