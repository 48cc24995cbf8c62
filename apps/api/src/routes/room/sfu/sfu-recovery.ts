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
  people(occurrenceId: string): number;
  createVideoRoom(
    sfuRoom: SfuRoom,
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

  const tell = (sfuRoom: SfuRoom, change: MediaChange) =>
    deps.news.emit('changed', sfuRoom.room, change);

  /** The room has a VideoRoom again (ours, or another instance's, which tells everyone). */
  async function placedAgain(sfuRoom: SfuRoom, placement: SfuPlacement | null) {
    sfuRoom.placement = placement;
    sfuRoom.state = 'ok';
    await sfuRoom.placed(placement);
  }

  /** One attempt: true when the room has a VideoRoom again (ours or another instance's). */
  async function attempt(
    sfuRoom: SfuRoom,
    lost: SfuPlacement,
  ): Promise<boolean> {
    const stored = await store.placement(sfuRoom.room.occurrenceId);
    if (stored?.sfuRoomId !== lost.sfuRoomId) {
      await placedAgain(sfuRoom, stored);
      return true;
    }
    // Only our connection went (a network blip, an expired session): the room is still there.
    const admin = await deps.provider.videoRoom(lost.node);
    if (await admin.exists(lost.sfuRoomId)) {
      await placedAgain(sfuRoom, lost);
      tell(sfuRoom, { mediaMode: 'sfu', state: 'ok', scope: 'here' });
      return true;
    }
    // The same secret: the join tokens and feed ids everyone holds stay valid.
    const created = await deps.createVideoRoom(
      sfuRoom,
      lost.secret,
      sfuRoom.tierParticipants,
    );
    if (!created) return false;
    const { won, placement } = await store.place(
      sfuRoom.room.occurrenceId,
      created,
      lost.sfuRoomId,
    );
    if (!won) await deps.destroy(created).catch(() => undefined);
    await placedAgain(sfuRoom, placement);
    if (won)
      tell(sfuRoom, { mediaMode: 'sfu', state: 'ok', scope: 'everyone' });
    return true;
  }

  /** Nobody came back in time: the mesh when the room is small enough, else "unavailable". */
  async function giveUp(
    sfuRoom: SfuRoom,
    lost: SfuPlacement,
  ): Promise<boolean> {
    const people = deps.people(sfuRoom.room.occurrenceId);
    if (people <= ROOM_MESH_MAX_PARTICIPANTS) {
      const { won } = await store.place(
        sfuRoom.room.occurrenceId,
        null,
        lost.sfuRoomId,
      );
      sfuRoom.placement = null;
      sfuRoom.state = 'ok';
      if (won)
        tell(sfuRoom, { mediaMode: 'mesh', state: 'ok', scope: 'everyone' });
      return true;
    }
    sfuRoom.state = 'unavailable';
    tell(sfuRoom, {
      mediaMode: 'sfu',
      state: 'unavailable',
      scope: 'everyone',
    });
    return false;
  }

  async function recover(sfuRoom: SfuRoom, lost: SfuPlacement): Promise<void> {
    const started = Date.now();
    let gaveUp = false;
    while (
      !stopped &&
      !sfuRoom.ended &&
      sfuRoom.placement?.sfuRoomId === lost.sfuRoomId
    ) {
      const done = await attempt(sfuRoom, lost).catch((err: unknown) => {
        log.debug({ err }, 'SFU: recreating the room');
        return false;
      });
      if (done) return;
      if (!gaveUp && Date.now() - started >= GIVE_UP_MS) {
        gaveUp = true;
        if (await giveUp(sfuRoom, lost)) return;
      }
      await pause(gaveUp ? RETRY_AFTER_GIVING_UP_MS : RETRY_MS);
    }
  }

  return {
    /** Starts recreating the room's VideoRoom, unless that is under way. */
    start(sfuRoom: SfuRoom): void {
      const lost = sfuRoom.placement;
      if (!lost || sfuRoom.recovering || stopped) return;
      sfuRoom.recovering = true;
      log.warn(`SFU: recreating the media room of ${sfuRoom.room.roomId}`);
      void recover(sfuRoom, lost).finally(() => {
        sfuRoom.recovering = false;
      });
    },

    stop(): void {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
