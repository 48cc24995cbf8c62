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
import { createSfuRooms } from './sfu-rooms';
import type { SfuStore } from './sfu-store';
import { createSfuSweep } from './sfu-sweep';
import { watchNodeOf, watchOf } from './sfu-watch';
import type { WatchNodes } from './sfu-watch-nodes';

export function createSfuMedia(deps: {
  provider: SfuProvider;
  store: SfuStore;
  instance: string;
  log: FastifyBaseLogger;
  /** Where each watcher watches from (the stage's node, or a relay). */
  watchNodes: WatchNodes;
  /** The folder of the occurrence's running recording: a VideoRoom made for it records there. */
  recordingDir(sessionId: string): Promise<string | null>;
  /** People on the stage of the occurrence now (every instance's, as the hub knows them). */
  people(sessionId: string): number;
}): RoomMediaLayer {
  const { provider, store, log } = deps;
  const news = new EventEmitter<MediaEvents>();
  const { rooms, roomOf, refresh, createVideoRoom, destroy, ensureSfu } =
    createSfuRooms({
      provider,
      store,
      instance: deps.instance,
      log,
      recordingDir: deps.recordingDir,
      news,
    });

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
    destroy,
    log,
    forget(sessionId) {
      const known = rooms.get(sessionId);
      if (!known) return;
      rooms.delete(sessionId);
      known.ended = true;
      void known.audio.close();
    },
  });
  sweep.start();

  provider.onNodeGone((node) => {
    for (const known of rooms.values()) {
      // A relay of the room's audience: its watchers move to another node.
      if (known.placement && known.placement.node !== node)
        known.stage.lost(node);
      if (known.placement?.node !== node || known.state !== 'ok') continue;
      known.state = 'reconnecting';
      void known.placed(null);
      news.emit('changed', known.room, {
        mediaMode: 'sfu',
        state: 'reconnecting',
        scope: 'here',
      });
      recovery.start(known);
    }
  });

  const capacity = (tier: number, sessionId?: string) =>
    capacityOf(tier, {
      available: provider.sfu().available,
      onSfu: Boolean(sessionId && rooms.get(sessionId)?.placement),
    });

  return {
    capacity,
    news,

    async welcome(room, participant) {
      const known = roomOf(room);
      known.tierParticipants = room.tierParticipants;
      await refresh(known);
      if (movesToSfu(room.people, provider.sfu().available))
        await ensureSfu(known);
      return {
        ...(await accessOf(known, participant.id)),
        capacity: capacity(room.tierParticipants, room.sessionId),
      };
    },

    async access(room, participantId) {
      const known = roomOf(room);
      await refresh(known);
      return accessOf(known, participantId);
    },

    canWatch: () => provider.sfu().available,
    canRecord: () => provider.sfu().available,

    async record(room, dir) {
      const known = roomOf(room);
      known.tierParticipants ||= room.tierParticipants ?? 0;
      await refresh(known);
      // A peer-to-peer room moves to the SFU, which records (everyone is told).
      if (dir) await ensureSfu(known);
      const { placement } = known;
      if (!placement || known.state !== 'ok') {
        if (dir) throw new Error('the room has no VideoRoom to record in');
        return;
      }
      const admin = await provider.videoRoom(placement.node);
      await admin.record(
        placement.room,
        placement.secret,
        dir !== null,
        dir ?? undefined,
      );
    },

    async watch(room, participantId) {
      const known = roomOf(room);
      known.tierParticipants ||= room.tierParticipants;
      await refresh(known);
      // The audience watches through the SFU: a room with one moves there.
      if (provider.sfu().available) await ensureSfu(known);
      const node = await watchNodeOf(deps.watchNodes, known, participantId);
      if (node === null) return watchOf(provider, known, 0, TOKEN_TTL_SECONDS);
      await known.stage.serve(node);
      return watchOf(provider, known, node, TOKEN_TTL_SECONDS);
    },

    async audienceRemoved(room) {
      const known = roomOf(room);
      await refresh(known);
      if (!known.placement || known.state !== 'ok') return;
      await store.nextWatchEpoch(room.sessionId);
      // The new epoch's pin, for the stage's mountpoints and everyone's next access.
      await refresh(known);
      await known.stage.rekey(await deps.watchNodes.nodesOf(room.sessionId));
      news.emit('changed', known.room, {
        mediaMode: 'sfu',
        state: 'ok',
        scope: 'everyone',
      });
    },

    async participantOut(room, participantId) {
      const known = rooms.get(room.sessionId);
      known?.audio.forget(participantId);
      // A moderator's instance may not serve the room's people: the row says where it is.
      const placement =
        known?.placement ?? (await store.placement(room.sessionId));
      if (!placement) {
        // A mesh room nobody is in any more is forgotten (an SFU room waits for its end).
        if (deps.people(room.sessionId) === 0) rooms.delete(room.sessionId);
        return;
      }
      const { node, room: videoRoom, secret } = placement;
      const admin = await provider.videoRoom(node);
      await admin.revokeTokens(videoRoom, secret, [
        joinTokenOf(secret, participantId),
      ]);
      const feeds = feedsOf(secret, participantId);
      for (const feed of [feeds.camera, feeds.screen]) {
        // Not in the room (never joined, or already gone): nothing to kick.
        await admin.kick(videoRoom, secret, feed).catch(() => undefined);
      }
    },

    participantChanged(room, participant) {
      roomOf(room)
        .audio.changed(participant)
        .catch((err: unknown) => log.warn({ err }, 'SFU: audio'));
    },

    async ended(room) {
      const known = rooms.get(room.sessionId);
      rooms.delete(room.sessionId);
      if (known) known.ended = true;
      await known?.audio.close();
      const placement =
        known?.placement ?? (await store.placement(room.sessionId));
      if (!placement) return;
      await destroy(placement);
      // Nothing left for the sweep (sfu-sweep.ts) to find.
      await store.release(room.sessionId, placement.room);
    },

    async close() {
      sweep.stop();
      for (const known of rooms.values()) await known.audio.close();
      rooms.clear();
      recovery.stop();
    },
  };
}
