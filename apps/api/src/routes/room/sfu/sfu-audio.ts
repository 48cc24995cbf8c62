// A room's audio on the SFU as this instance enforces it for the people it holds: Janus forwards
// a participant's (not a moderator's) audio only while the room's state has it on, so a mute,
// mute-all and the mic lock hold even against a modified client. Janus's `moderate` works per
// stream (mid) and is lost when the publisher republishes, so an observer handle in the room
// learns every publisher's audio mids from its `publishers` events and moderates again at once.
// Janus does not measure talking on a moderated stream, so its `talking` stays as it was through
// a mute; nothing here resets it (Janus has no request for that): the page reads Janus's word
// together with the room's audio state (libs/room's sfu-talking.ts).
import type { RoomParticipant } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import type {
  VideoRoomObserver,
  VideoRoomPublisher,
} from '../../../adapters/janus/videoroom';
import { feedsOf, observerTokenOf } from './sfu-credentials';
import type { SfuPlacement } from './sfu-store';

/**
 * Before the observer heard of a feed (its PeerConnection is not up yet, so no media flows
 * either), its audio is taken to be at mid 0, where a browser's first track (audio) sits.
 */
const FIRST_MID = ['0'];

export type RoomAudio = ReturnType<typeof createRoomAudio>;

export function createRoomAudio(deps: {
  provider: SfuProvider;
  instance: string;
  log: FastifyBaseLogger;
  /** Hears what the observer hears too (the stage's relay to the audience, sfu-stage.ts). */
  alsoTell: VideoRoomObserver;
}) {
  const { provider, log } = deps;
  /** Participants held here whose audio Janus must not forward. */
  const silenced = new Set<string>();
  const audioMids = new Map<number, string[]>();
  let placement: SfuPlacement | null = null;
  let observer: Promise<{ leave(): Promise<void> }> | null = null;

  async function moderate(participantId: string, mute: boolean) {
    if (!placement) return;
    const { node, sfuRoomId, secret } = placement;
    const feeds = feedsOf(secret, participantId);
    const admin = await provider.videoRoom(node);
    const streams = [
      ...(audioMids.get(feeds.camera) ?? FIRST_MID).map((mid) => ({
        feed: feeds.camera,
        mid,
      })),
      ...(audioMids.get(feeds.screen) ?? []).map((mid) => ({
        feed: feeds.screen,
        mid,
      })),
    ];
    for (const { feed, mid } of streams) {
      // Not published yet (428): the observer's event will bring it here again.
      await admin
        .moderate(sfuRoomId, secret, feed, mid, mute)
        .catch((err: unknown) => log.debug({ err }, 'sfu moderate'));
    }
  }

  function heard(publishers: VideoRoomPublisher[]) {
    if (!placement) return;
    const secret = placement.secret;
    const owners = new Map<number, string>();
    for (const id of silenced) {
      const feeds = feedsOf(secret, id);
      owners.set(feeds.camera, id).set(feeds.screen, id);
    }
    const again = new Set<string>();
    for (const publisher of publishers) {
      const mids = (publisher.streams ?? [])
        .filter((stream) => stream.type === 'audio' && !stream.disabled)
        .map((stream) => stream.mid);
      audioMids.set(publisher.id, mids);
      const owner = owners.get(publisher.id);
      if (owner) again.add(owner);
    }
    for (const id of again) void moderate(id, true);
  }

  async function close(): Promise<void> {
    const leaving = observer;
    observer = null;
    await (await leaving)?.leave();
  }

  return {
    close,

    /** The room's VideoRoom now (null: none, or down): a new one is observed afresh. */
    async placed(next: SfuPlacement | null): Promise<void> {
      if (
        next?.sfuRoomId === placement?.sfuRoomId &&
        next?.node === placement?.node
      )
        return;
      // Settled before the first await: a concurrent call sees the new room and returns.
      placement = next;
      audioMids.clear();
      await close();
      if (!next) return;
      observer = provider
        .videoRoom(next.node)
        .then(async (admin) => {
          const token = observerTokenOf(next.secret, deps.instance);
          await admin.allowTokens(next.sfuRoomId, next.secret, [token]);
          return admin.observe(next.sfuRoomId, token, {
            publishers(publishers) {
              heard(publishers);
              deps.alsoTell.publishers(publishers);
            },
            gone: (feed) => deps.alsoTell.gone?.(feed),
          });
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'sfu observer');
          observer = null;
          return { leave: async () => undefined };
        });
      await observer;
      // What was silenced before the room (re)appeared holds in the new one.
      await Promise.all([...silenced].map((id) => moderate(id, true)));
    },

    /** A participant held here changed: their audio is held back or forwarded again. */
    async changed(participant: RoomParticipant): Promise<void> {
      const hold = !participant.audio && participant.role === 'participant';
      if (hold === silenced.has(participant.id)) return;
      if (hold) silenced.add(participant.id);
      else silenced.delete(participant.id);
      await moderate(participant.id, hold);
    },

    forget(participantId: string): void {
      silenced.delete(participantId);
    },
  };
}
