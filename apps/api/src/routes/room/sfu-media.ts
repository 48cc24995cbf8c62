// The media layer on Janus (docs/live-room.md, "SFU rooms"): a room starts peer-to-peer and
// moves to a VideoRoom when it outgrows the mesh (sfu-policy.ts); each participant gets a join
// token in the room's allowed list and a Janus token, and moderation reaches the media (kick,
// destroy, audio held back: sfu-audio.ts). Where the VideoRoom is lives in the occurrence's row
// (sfu-store.ts), so every instance serves the same one; faults are in sfu-recovery.ts, rooms
// nobody uses any more in sfu-sweep.ts.
import { randomBytes } from 'node:crypto';
import {
  type IceServer,
  ROOM_TICKET_TTL_MS,
  type RoomSfuState,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaProvider } from '../../adapters/janus/janus-media';
import {
  type MediaAccess,
  type MediaHub,
  type MediaRoom,
  MESH_ACCESS,
  type RoomMediaLayer,
} from './media';
import { createRoomAudio, type RoomAudio } from './sfu-audio';
import { feedsOf, joinTokenOf } from './sfu-credentials';
import { createRoomStage, type RoomStage } from './sfu-stage';
import { capacityOf, movesToSfu } from './sfu-policy';
import { createRecovery } from './sfu-recovery';
import type { SfuPlacement, SfuStore } from './sfu-store';
import { createSfuSweep } from './sfu-sweep';
import { watchNodeOf, watchOf } from './sfu-watch';
import type { WatchNodes } from './sfu-watch-nodes';

/** One occurrence as this instance serves its media. */
export interface SfuRoom {
  room: MediaRoom;
  /** The host's tier cap, as the last welcome here gave it (the VideoRoom's size). */
  tierParticipants: number;
  placement: SfuPlacement | null;
  state: RoomSfuState;
  audio: RoomAudio;
  /** The stage's mountpoints, which the audience watches. */
  stage: RoomStage;
  /** The room's VideoRoom now (null: none, or away): its audio and stage follow. */
  placed(placement: SfuPlacement | null): Promise<void>;
  /** The VideoRoom being created (one at a time per instance). */
  moving?: Promise<void>;
  recovering?: boolean;
  /** The occurrence ended: nothing is recreated any more. */
  ended?: boolean;
}

const TOKEN_TTL_SECONDS = ROOM_TICKET_TTL_MS / 1000;

export function createSfuMedia(deps: {
  provider: MediaProvider;
  store: SfuStore;
  iceServers: IceServer[];
  instance: string;
  log: FastifyBaseLogger;
  /** Where each watcher watches from (the stage's node, or a relay). */
  watchNodes: WatchNodes;
  /** The folder of the occurrence's running recording: a VideoRoom made for it records there. */
  recordingDir(sessionId: string): Promise<string | null>;
}): RoomMediaLayer {
  const { provider, store, iceServers, log } = deps;
  const rooms = new Map<string, SfuRoom>();
  let hub: MediaHub | null = null;

  function roomOf(room: MediaRoom): SfuRoom {
    let known = rooms.get(room.sessionId);
    if (!known) {
      const where = { roomId: room.roomId, sessionId: room.sessionId };
      const stage = createRoomStage({
        provider,
        log,
        changed: () => hub?.stageChanged(where),
      });
      const audio = createRoomAudio({
        provider,
        instance: deps.instance,
        log,
        alsoTell: stage.observer,
      });
      known = {
        room: where,
        tierParticipants: 0,
        placement: null,
        state: 'ok',
        stage,
        audio,
        async placed(placement) {
          stage.placed(placement);
          await audio.placed(placement);
        },
      };
      rooms.set(room.sessionId, known);
    }
    return known;
  }

  /** Reads where the VideoRoom is (another instance may have created or recreated it). */
  async function refresh(known: SfuRoom): Promise<void> {
    const stored = await store.placement(known.room.sessionId);
    if (stored?.room !== known.placement?.room) known.state = 'ok';
    known.placement = stored;
    await known.placed(known.state === 'ok' ? stored : null);
  }

  /** Nodes by the rooms this instance has on them, fewest first. */
  function nodesByLoad(): number[] {
    const load = (node: number) =>
      [...rooms.values()].filter((r) => r.placement?.node === node).length;
    return Array.from({ length: provider.nodeCount }, (_, node) => node).sort(
      (a, b) => load(a) - load(b),
    );
  }

  /** A VideoRoom on the least loaded node that answers; null when none does. */
  async function createVideoRoom(
    known: SfuRoom,
    secret: string,
    tierParticipants: number,
  ): Promise<SfuPlacement | null> {
    // Recreated after a fault while recording: it records on, into the same folder.
    const recordDir = await deps.recordingDir(known.room.sessionId);
    for (const node of nodesByLoad()) {
      try {
        const admin = await provider.videoRoom(node);
        const room = await admin.createRoom({
          secret,
          allowedTokens: [],
          // Camera and screen publish apart, so a screen goes beside the camera.
          publishers: tierParticipants * 2,
          description: known.room.roomId,
          recordDir: recordDir ?? undefined,
        });
        return { node, room, secret };
      } catch (err) {
        log.warn({ err }, `SFU: node ${node} could not create a room`);
      }
    }
    return null;
  }

  async function destroy(placement: SfuPlacement): Promise<void> {
    const admin = await provider.videoRoom(placement.node);
    await admin.destroyRoom(placement.room, placement.secret);
  }

  /** The room outgrew the mesh: its VideoRoom, then everyone is told (one instance wins). */
  async function moveToSfu(known: SfuRoom) {
    const secret = randomBytes(24).toString('base64url');
    const created = await createVideoRoom(
      known,
      secret,
      known.tierParticipants,
    );
    if (!created) return;
    const { won, placement } = await store.place(
      known.room.sessionId,
      created,
      null,
    );
    if (!won) await destroy(created).catch(() => undefined);
    known.placement = placement;
    known.state = 'ok';
    await known.placed(placement);
    if (won)
      hub?.changed(known.room, {
        mediaMode: 'sfu',
        state: 'ok',
        scope: 'everyone',
      });
  }

  async function accessOf(
    known: SfuRoom,
    participantId: string,
  ): Promise<MediaAccess> {
    const { placement, state } = known;
    if (!placement) return MESH_ACCESS;
    const feeds = feedsOf(placement.secret, participantId);
    if (state !== 'ok') return { mediaMode: 'sfu', state, sfu: null, feeds };
    const joinToken = joinTokenOf(placement.secret, participantId);
    try {
      const admin = await provider.videoRoom(placement.node);
      await admin.allowTokens(placement.room, placement.secret, [joinToken]);
    } catch (err) {
      log.warn({ err }, 'SFU: the room is not reachable');
      if (known.state === 'ok') {
        known.state = 'reconnecting';
        hub?.changed(known.room, {
          mediaMode: 'sfu',
          state: 'reconnecting',
          scope: 'here',
        });
      }
      recovery.start(known);
      return { mediaMode: 'sfu', state: known.state, sfu: null, feeds };
    }
    return {
      mediaMode: 'sfu',
      state: 'ok',
      feeds,
      sfu: {
        url: provider.publicUrl(placement.node),
        token: provider.clientToken(placement.node, TOKEN_TTL_SECONDS),
        room: placement.room,
        joinToken,
        feeds,
        expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000,
      },
    };
  }

  /** Creates the room's VideoRoom unless it has one (one at a time per instance). */
  async function ensureSfu(known: SfuRoom): Promise<void> {
    if (known.placement) return;
    known.moving ??= moveToSfu(known).finally(() => {
      known.moving = undefined;
    });
    await known.moving;
  }

  const recovery = createRecovery({
    provider,
    store,
    log,
    hub: () => hub,
    createVideoRoom,
    destroy,
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
      hub?.changed(known.room, {
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
    iceServers,
    capacity,
    attach(next) {
      hub = next;
    },

    async welcome(room, participant) {
      const known = roomOf(room);
      known.tierParticipants = room.tierParticipants;
      await refresh(known);
      if (movesToSfu(room.people, provider.sfu().available))
        await ensureSfu(known);
      return {
        ...(await accessOf(known, participant.id)),
        iceServers,
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
      hub?.changed(known.room, {
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
        if (hub?.people(room.sessionId) === 0) rooms.delete(room.sessionId);
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
