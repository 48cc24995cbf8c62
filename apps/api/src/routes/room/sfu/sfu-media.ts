// The media layer on Janus (docs/live-room.md, "SFU rooms"): a room starts peer-to-peer and
// moves to a VideoRoom when it outgrows the mesh (sfu-policy.ts); each participant gets a join
// token in the room's allowed list and a Janus token, and moderation reaches the media (kick,
// destroy, audio held back: sfu-audio.ts). Where the VideoRoom is lives in the occurrence's row
// (sfu-store.ts), so every instance serves the same one; faults are in sfu-recovery.ts, rooms
// nobody uses any more in sfu-sweep.ts. What this instance knows of each room and where its
// VideoRoom goes are in sfu-rooms.ts, a participant's access in sfu-access.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import { EventEmitter } from 'node:events';
import type { MediaEvents, RoomMediaLayer } from './media';
import { createSfuAccess, TOKEN_TTL_SECONDS } from './sfu-access';
import { feedsOf, joinTokenOf } from './sfu-credentials';
import { capacityOf, movesToSfu } from './sfu-policy';
import { createRecovery } from './sfu-recovery';
import type { StagePlaces } from './sfu-places';
import { createSfuRooms } from './sfu-rooms';
import { endStage } from './sfu-stage';
import type { SfuPlacement, SfuStore } from './sfu-store';
import { createSfuSweep } from './sfu-sweep';
import { watchNodeOf, watchOf } from './sfu-watch';
import type { WatchNodes } from './sfu-watch-nodes';

export function createSfuMedia(deps: {
  provider: SfuProvider;
  store: SfuStore;
  /** Each stage feed's place in the audience's mountpoints. */
  places: StagePlaces;
  instance: string;
  log: FastifyBaseLogger;
  /** Where each watcher watches from (the stage's node, or a relay). */
  watchNodes: WatchNodes;
  /** The folder of the occurrence's running capture: a VideoRoom made for it records there. */
  captureDir(occurrenceId: string): Promise<string | null>;
  /** People on the stage of the occurrence now (every instance's, as the hub knows them). */
  people(occurrenceId: string): number;
}): RoomMediaLayer {
  const { provider, store, log } = deps;
  const news = new EventEmitter<MediaEvents>();
  const { sfuRooms, sfuRoomOf, refresh, createVideoRoom, destroy, ensureSfu } =
    createSfuRooms({
      provider,
      store,
      places: deps.places,
      instance: deps.instance,
      log,
      captureDir: deps.captureDir,
      news,
    });

  /** The room's VideoRoom and its stage mountpoints go (its end, or nobody there any more). */
  async function destroyAll(occurrenceId: string, placement: SfuPlacement) {
    await Promise.all([
      destroy(placement),
      endStage(provider, deps.places, occurrenceId, placement.secret),
    ]);
  }

  const recovery = createRecovery({
    provider,
    store,
    log,
    news,
    people: deps.people,
    createVideoRoom,
    destroy,
  });

  const accessOf = createSfuAccess({
    provider,
    log,
    news,
    recovery,
  });

  const sweep = createSfuSweep({
    store,
    destroy: destroyAll,
    log,
    forget(occurrenceId) {
      const sfuRoom = sfuRooms.get(occurrenceId);
      if (!sfuRoom) return;
      sfuRooms.delete(occurrenceId);
      sfuRoom.ended = true;
      void sfuRoom.audio.close();
    },
  });
  sweep.start();

  provider.onNodeGone((node) => {
    for (const sfuRoom of sfuRooms.values()) {
      // A relay of the room's audience: its watchers move to another node.
      if (sfuRoom.placement && sfuRoom.placement.node !== node)
        sfuRoom.stage.lost(node);
      if (sfuRoom.placement?.node !== node || sfuRoom.state !== 'ok') continue;
      sfuRoom.state = 'reconnecting';
      void sfuRoom.placed(null);
      news.emit('changed', sfuRoom.room, {
        mediaMode: 'sfu',
        state: 'reconnecting',
        scope: 'here',
      });
      recovery.start(sfuRoom);
    }
  });

  const capacity = (tier: number, occurrenceId?: string) =>
    capacityOf(tier, {
      available: provider.sfu().available,
      onSfu: Boolean(occurrenceId && sfuRooms.get(occurrenceId)?.placement),
    });

  return {
    capacity,
    news,

    async welcome(room, participant) {
      const sfuRoom = sfuRoomOf(room);
      sfuRoom.tierParticipants = room.tierParticipants;
      await refresh(sfuRoom);
      if (movesToSfu(room.people, provider.sfu().available))
        await ensureSfu(sfuRoom);
      return {
        ...(await accessOf(sfuRoom, participant.id)),
        capacity: capacity(room.tierParticipants, room.occurrenceId),
      };
    },

    async access(room, participantId) {
      const sfuRoom = sfuRoomOf(room);
      await refresh(sfuRoom);
      return accessOf(sfuRoom, participantId);
    },

    canWatch: () => provider.sfu().available,
    canRecord: () => provider.sfu().available,

    async record(room, dir) {
      const sfuRoom = sfuRoomOf(room);
      sfuRoom.tierParticipants ||= room.tierParticipants ?? 0;
      await refresh(sfuRoom);
      // A peer-to-peer room moves to the SFU, which records (everyone is told).
      if (dir) await ensureSfu(sfuRoom);
      const { placement } = sfuRoom;
      if (!placement || sfuRoom.state !== 'ok') {
        if (dir) throw new Error('the room has no VideoRoom to record in');
        return;
      }
      const admin = await provider.videoRoom(placement.node);
      await admin.record(
        placement.sfuRoomId,
        placement.secret,
        dir !== null,
        dir ?? undefined,
      );
    },

    async watch(room, participantId) {
      const sfuRoom = sfuRoomOf(room);
      sfuRoom.tierParticipants ||= room.tierParticipants;
      await refresh(sfuRoom);
      // The audience watches through the SFU: a room with one moves there.
      if (provider.sfu().available) await ensureSfu(sfuRoom);
      const node = await watchNodeOf(deps.watchNodes, sfuRoom, participantId);
      if (node === null)
        return watchOf(provider, sfuRoom, 0, TOKEN_TTL_SECONDS);
      await sfuRoom.stage.serve(node);
      return watchOf(provider, sfuRoom, node, TOKEN_TTL_SECONDS);
    },

    async rebalance(room, here) {
      const sfuRoom = sfuRooms.get(room.occurrenceId);
      const placement = sfuRoom?.placement;
      if (!placement || sfuRoom.state !== 'ok') return [];
      const moved = await deps.watchNodes.rebalance(
        room.occurrenceId,
        here,
        placement.node,
      );
      return [...moved.keys()];
    },

    async audienceRemoved(room) {
      const sfuRoom = sfuRoomOf(room);
      await refresh(sfuRoom);
      if (!sfuRoom.placement || sfuRoom.state !== 'ok') return;
      await store.nextWatchEpoch(room.occurrenceId);
      // The new epoch's pin, for the stage's mountpoints and everyone's next access.
      await refresh(sfuRoom);
      await sfuRoom.stage.rekey(
        await deps.watchNodes.nodesOf(room.occurrenceId),
      );
      news.emit('changed', sfuRoom.room, {
        mediaMode: 'sfu',
        state: 'ok',
        scope: 'everyone',
      });
    },

    async participantOut(room, participantId) {
      const sfuRoom = sfuRooms.get(room.occurrenceId);
      sfuRoom?.audio.forget(participantId);
      // A moderator's instance may not serve the room's people: the row says where it is.
      const placement =
        sfuRoom?.placement ?? (await store.placement(room.occurrenceId));
      if (!placement) {
        // A mesh room nobody is in any more is forgotten (an SFU room waits for its end).
        if (deps.people(room.occurrenceId) === 0)
          sfuRooms.delete(room.occurrenceId);
        return;
      }
      const { node, sfuRoomId, secret } = placement;
      const feeds = feedsOf(secret, participantId);
      // Off the stage: their places are free for the next feeds, before anyone hears their
      // feeds gone (so whoever publishes next may take them).
      await deps.places.free(room.occurrenceId, [feeds.camera, feeds.screen]);
      const admin = await provider.videoRoom(node);
      await admin.revokeTokens(sfuRoomId, secret, [
        joinTokenOf(secret, participantId),
      ]);
      for (const feed of [feeds.camera, feeds.screen]) {
        // Not in the room (never joined, or already gone): nothing to kick.
        await admin.kick(sfuRoomId, secret, feed).catch(() => undefined);
      }
    },

    participantChanged(room, participant) {
      sfuRoomOf(room)
        .audio.changed(participant)
        .catch((err: unknown) => log.warn({ err }, 'SFU: audio'));
    },

    async ended(room) {
      const sfuRoom = sfuRooms.get(room.occurrenceId);
      sfuRooms.delete(room.occurrenceId);
      if (sfuRoom) sfuRoom.ended = true;
      await sfuRoom?.audio.close();
      const placement =
        sfuRoom?.placement ?? (await store.placement(room.occurrenceId));
      if (!placement) return;
      await destroyAll(room.occurrenceId, placement);
      // Nothing left for the sweep (sfu-sweep.ts) to find.
      await store.release(room.occurrenceId, placement.sfuRoomId);
    },

    async close() {
      sweep.stop();
      for (const sfuRoom of sfuRooms.values()) await sfuRoom.audio.close();
      sfuRooms.clear();
      recovery.stop();
    },
  };
}
