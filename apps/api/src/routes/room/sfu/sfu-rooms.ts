// Where each occurrence's media is (docs/live-room.md, "SFU rooms"): what this instance knows of
// the occurrences it serves, read again from the occurrence's row (sfu-store.ts) before each use,
// and the VideoRoom a room gets when it outgrows the mesh, on the least loaded node that answers.
// sfu-media.ts serves participants from it.
import { randomBytes } from 'node:crypto';
import type { RoomSfuState } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import type { MediaNews, MediaRoom } from './media';
import { readPerTurn } from '../hub/read-per-turn';
import { createRoomAudio, type RoomAudio } from './sfu-audio';
import type { StagePlaces } from './sfu-places';
import { createRoomStage, type RoomStage } from './sfu-stage';
import type { SfuPlacement, SfuStore } from './sfu-store';

/** An occurrence's SFU room (its Janus VideoRoom) as this instance serves it. */
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

export type SfuRooms = ReturnType<typeof createSfuRooms>;

export function createSfuRooms(deps: {
  provider: SfuProvider;
  store: SfuStore;
  places: StagePlaces;
  instance: string;
  log: FastifyBaseLogger;
  /** The folder of the occurrence's running capture: a VideoRoom made for it records there. */
  captureDir(occurrenceId: string): Promise<string | null>;
  news: MediaNews;
}) {
  const { provider, store, log } = deps;
  const sfuRooms = new Map<string, SfuRoom>();

  function sfuRoomOf(room: MediaRoom): SfuRoom {
    let sfuRoom = sfuRooms.get(room.occurrenceId);
    if (!sfuRoom) {
      const where = { roomId: room.roomId, occurrenceId: room.occurrenceId };
      const stage = createRoomStage({
        occurrenceId: room.occurrenceId,
        provider,
        places: deps.places,
        log,
        changed: () => deps.news.emit('stageChanged', where),
      });
      const audio = createRoomAudio({
        provider,
        instance: deps.instance,
        log,
        alsoTell: stage.observer,
      });
      sfuRoom = {
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
      sfuRooms.set(room.occurrenceId, sfuRoom);
    }
    return sfuRoom;
  }

  /**
   * Reads where the VideoRoom is (another instance may have created or recreated it): once for
   * everyone a change is told to in one turn (read-per-turn.ts), not once per person.
   */
  const refresh = readPerTurn(async (sfuRoom: SfuRoom): Promise<void> => {
    const stored = await store.placement(sfuRoom.room.occurrenceId);
    if (stored?.sfuRoomId !== sfuRoom.placement?.sfuRoomId)
      sfuRoom.state = 'ok';
    sfuRoom.placement = stored;
    await sfuRoom.placed(sfuRoom.state === 'ok' ? stored : null);
  });

  /** Nodes by the rooms this instance has on them, fewest first. */
  function nodesByLoad(): number[] {
    const load = (node: number) =>
      [...sfuRooms.values()].filter((r) => r.placement?.node === node).length;
    return Array.from({ length: provider.nodeCount }, (_, node) => node).sort(
      (a, b) => load(a) - load(b),
    );
  }

  /** A VideoRoom on the least loaded node that answers; null when none does. */
  async function createVideoRoom(
    sfuRoom: SfuRoom,
    secret: string,
    tierParticipants: number,
  ): Promise<SfuPlacement | null> {
    // Recreated after a fault while recording: it records on, into the same folder.
    const recordDir = await deps.captureDir(sfuRoom.room.occurrenceId);
    for (const node of nodesByLoad()) {
      try {
        const admin = await provider.videoRoom(node);
        const sfuRoomId = await admin.createRoom({
          secret,
          allowedTokens: [],
          // Camera and screen publish apart, so a screen goes beside the camera.
          publishers: tierParticipants * 2,
          description: sfuRoom.room.roomId,
          recordDir: recordDir ?? undefined,
        });
        return { node, sfuRoomId, secret };
      } catch (err) {
        log.warn({ err }, `SFU: node ${node} could not create a room`);
      }
    }
    return null;
  }

  async function destroy(placement: SfuPlacement): Promise<void> {
    const admin = await provider.videoRoom(placement.node);
    await admin.destroyRoom(placement.sfuRoomId, placement.secret);
  }

  /** The room outgrew the mesh: its VideoRoom, then everyone is told (one instance wins). */
  async function moveToSfu(sfuRoom: SfuRoom) {
    const secret = randomBytes(24).toString('base64url');
    const created = await createVideoRoom(
      sfuRoom,
      secret,
      sfuRoom.tierParticipants,
    );
    if (!created) return;
    const { won, placement } = await store.place(
      sfuRoom.room.occurrenceId,
      created,
      null,
    );
    if (!won) await destroy(created).catch(() => undefined);
    sfuRoom.placement = placement;
    sfuRoom.state = 'ok';
    await sfuRoom.placed(placement);
    if (won)
      deps.news.emit('changed', sfuRoom.room, {
        mediaMode: 'sfu',
        state: 'ok',
        scope: 'everyone',
      });
  }

  /** Creates the room's VideoRoom unless it has one (one at a time per instance). */
  async function ensureSfu(sfuRoom: SfuRoom): Promise<void> {
    if (sfuRoom.placement) return;
    sfuRoom.moving ??= moveToSfu(sfuRoom).finally(() => {
      sfuRoom.moving = undefined;
    });
    await sfuRoom.moving;
  }

  return { sfuRooms, sfuRoomOf, refresh, createVideoRoom, destroy, ensureSfu };
}
