// When a room's Janus node goes away (stopped, restarted, unreachable): everyone there was told
// "reconnecting"; this recreates the VideoRoom with the same secret (so join tokens and feed ids
// stay), on the node when it is back or on another, and tells everyone to reconnect with fresh
// access (only this instance's people, when the VideoRoom turns out to have survived). Of several instances trying at once, the first to record the new room wins. After
// GIVE_UP_MS without a room, a room small enough goes back to the mesh; a larger one is told
// that media is unavailable, and trying goes on, more slowly.
import { ROOM_MESH_MAX_PARTICIPANTS } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import type { MediaChange, MediaNews } from './media';
import type { SfuRoom } from './sfu-rooms';
import type { SfuPlacement, SfuStore } from './sfu-store';

export const GIVE_UP_MS = 30_000;
const RETRY_MS = 1_000;
const RETRY_AFTER_GIVING_UP_MS = 5_000;

export function createRecovery(deps: {
  provider: SfuProvider;
  store: SfuStore;
  log: FastifyBaseLogger;
  news: MediaNews;
  /** People on the stage of the occurrence now (every instance's, as the hub knows them). */
  people(sessionId: string): number;
  createVideoRoom(
    known: SfuRoom,
    secret: string,
    tierParticipants: number,
  ): Promise<SfuPlacement | null>;
  destroy(placement: SfuPlacement): Promise<void>;
}) {
  const { store, log } = deps;
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const tell = (known: SfuRoom, change: MediaChange) =>
    deps.news.emit('changed', known.room, change);

  /** The room has a VideoRoom again (ours, or another instance's, which tells everyone). */
  async function placedAgain(known: SfuRoom, placement: SfuPlacement | null) {
    known.placement = placement;
    known.state = 'ok';
    await known.placed(placement);
  }

  /** One attempt: true when the room has a VideoRoom again (ours or another instance's). */
  async function attempt(known: SfuRoom, lost: SfuPlacement): Promise<boolean> {
    const stored = await store.placement(known.room.sessionId);
    if (stored?.room !== lost.room) {
      await placedAgain(known, stored);
      return true;
    }
    // Only our connection went (a network blip, an expired session): the room is still there.
    const admin = await deps.provider.videoRoom(lost.node);
    if (await admin.exists(lost.room)) {
      await placedAgain(known, lost);
      tell(known, { mediaMode: 'sfu', state: 'ok', scope: 'here' });
      return true;
    }
    // The same secret: the join tokens and feed ids everyone holds stay valid.
    const created = await deps.createVideoRoom(
      known,
      lost.secret,
      known.tierParticipants,
    );
    if (!created) return false;
    const { won, placement } = await store.place(
      known.room.sessionId,
      created,
      lost.room,
    );
    if (!won) await deps.destroy(created).catch(() => undefined);
    await placedAgain(known, placement);
    if (won) tell(known, { mediaMode: 'sfu', state: 'ok', scope: 'everyone' });
    return true;
  }

  /** Nobody came back in time: the mesh when the room is small enough, else "unavailable". */
  async function giveUp(known: SfuRoom, lost: SfuPlacement): Promise<boolean> {
    const people = deps.people(known.room.sessionId);
    if (people <= ROOM_MESH_MAX_PARTICIPANTS) {
      const { won } = await store.place(known.room.sessionId, null, lost.room);
      known.placement = null;
      known.state = 'ok';
      if (won)
        tell(known, { mediaMode: 'mesh', state: 'ok', scope: 'everyone' });
      return true;
    }
    known.state = 'unavailable';
    tell(known, { mediaMode: 'sfu', state: 'unavailable', scope: 'everyone' });
    return false;
  }

  async function recover(known: SfuRoom, lost: SfuPlacement): Promise<void> {
    const started = Date.now();
    let gaveUp = false;
    while (!stopped && !known.ended && known.placement?.room === lost.room) {
      const done = await attempt(known, lost).catch((err: unknown) => {
        log.debug({ err }, 'SFU: recreating the room');
        return false;
      });
      if (done) return;
      if (!gaveUp && Date.now() - started >= GIVE_UP_MS) {
        gaveUp = true;
        if (await giveUp(known, lost)) return;
      }
      await pause(gaveUp ? RETRY_AFTER_GIVING_UP_MS : RETRY_MS);
    }
  }

  return {
    /** Starts recreating the room's VideoRoom, unless that is under way. */
    start(known: SfuRoom): void {
      const lost = known.placement;
      if (!lost || known.recovering || stopped) return;
      known.recovering = true;
      log.warn(`SFU: recreating the media room of ${known.room.roomId}`);
      void recover(known, lost).finally(() => {
        known.recovering = false;
      });
    },

    stop(): void {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
