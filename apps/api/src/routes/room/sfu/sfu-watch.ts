// The audience's way to watch (docs/audience.md): the Streaming plugin on the node they watch
// from (the stage's, or a relay: sfu-watch-nodes.ts), with the room's current pin and the
// stage's mountpoints there.
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import { STREAMING_PLUGIN } from '../../../adapters/janus/streaming';
import type { MediaWatch } from './media';
import { watchPinOf } from './sfu-credentials';
import type { SfuRoom } from './sfu-rooms';
import type { WatchNodes } from './sfu-watch-nodes';

type Watched = Pick<SfuRoom, 'room' | 'placement' | 'state' | 'stage'>;

/** Their access on `node`: a Streaming-only token, the pin of the room's watch epoch, the feeds. */
export function watchOf(
  provider: SfuProvider,
  sfuRoom: Watched,
  node: number,
  ttlSeconds: number,
): MediaWatch {
  const { placement, state } = sfuRoom;
  if (!placement) return { mediaMode: 'mesh', state: 'ok', watch: null };
  if (state !== 'ok') return { mediaMode: 'sfu', state, watch: null };
  return {
    mediaMode: 'sfu',
    state: 'ok',
    watch: {
      url: provider.publicUrl(node),
      token: provider.clientToken(node, ttlSeconds, STREAMING_PLUGIN),
      pin: watchPinOf(placement.secret, placement.watchEpoch),
      streams: sfuRoom.stage.streams(node),
      expiresAt: Date.now() + ttlSeconds * 1000,
    },
  };
}

/** The node `participantId` watches from (none named: the stage's own; null: no SFU now). */
export async function watchNodeOf(
  watchNodes: WatchNodes,
  sfuRoom: Watched,
  participantId?: string,
): Promise<number | null> {
  const { placement } = sfuRoom;
  if (!placement || sfuRoom.state !== 'ok') return null;
  if (!participantId) return placement.node;
  return watchNodes.nodeOf(
    sfuRoom.room.occurrenceId,
    participantId,
    placement.node,
  );
}
