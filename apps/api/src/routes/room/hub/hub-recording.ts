// Recording the meeting (docs/recording.md): a moderator starts it (the host's plan and storage
// allowing, a video server reachable: a peer-to-peer room moves to the SFU) and stops it; the
// meeting's end, an empty room or a full storage stop it too (room-recording-guard.ts).
// Everyone, the audience included, is told when it starts and ends; whose each Janus feed is
// (the names on the composed tiles) is written down while it runs.
import {
  isModerator,
  isOnStage,
  type RoomRecordable,
  type RoomRecordingStop,
  type RoomSocketError,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RecordedFeed } from '../../../db/schema';
import type { CaptureService } from '../../room-captures/service';
import type { MediaRoom, RoomMediaLayer } from '../sfu/media';
import type { RoomRepository } from '../repository';
import type { BusMessage } from './room-bus';
import { errorFrame, send } from './hub-delivery';
import type { Fanout } from './hub-fanout';
import { type Connection, type Replica, roomOf } from './hub-state';

type EventOf<K extends BusMessage['kind']> = Extract<BusMessage, { kind: K }>;

const REFUSALS: Record<Exclude<RoomRecordable, 'yes'>, RoomSocketError> = {
  'not-in-plan': 'RECORDING_NOT_IN_PLAN',
  'storage-full': 'RECORDING_STORAGE_FULL',
  unavailable: 'RECORDING_UNAVAILABLE',
};

/** Whose each feed of the room's people on stage is now. */
export function feedsOfStage(replica: Replica): Record<string, RecordedFeed> {
  const feeds: Record<string, RecordedFeed> = {};
  for (const { info } of replica.members.values()) {
    const { participant } = info;
    if (!participant.feeds || !isOnStage(participant.role)) continue;
    const who = { person: participant.id, name: participant.displayName };
    feeds[participant.feeds.camera] = { ...who, source: 'camera' };
    feeds[participant.feeds.screen] = { ...who, source: 'screen' };
  }
  return feeds;
}

export type HubRecording = ReturnType<typeof createHubRecording>;

export function createHubRecording(deps: {
  fanout: Fanout;
  repository: RoomRepository;
  media: RoomMediaLayer;
  captures: CaptureService;
  log: FastifyBaseLogger;
}) {
  const { fanout, media, captures, log } = deps;

  /** The host's say on recording now, with the video server's. */
  async function recordableIn(replica: Replica): Promise<RoomRecordable> {
    const room = await deps.repository.room(replica.roomId);
    if (!room) return 'not-in-plan';
    const may = await captures.recordable(room.host.id);
    return may === 'yes' && !media.canRecord() ? 'unavailable' : may;
  }

  async function start(replica: Replica, connection: Connection) {
    const room = await deps.repository.room(replica.roomId);
    if (!room) return;
    if (!media.canRecord()) {
      send(connection, errorFrame('RECORDING_UNAVAILABLE'));
      return;
    }
    const started = await captures.start({
      occurrenceId: replica.occurrenceId,
      meeting: { id: room.meeting.id, name: room.meeting.name },
      hostUserId: room.host.id,
      by: connection.ticket.displayName,
    });
    if ('refused' in started) {
      send(connection, errorFrame(REFUSALS[started.refused]));
      return;
    }
    if (!started.started) return;
    try {
      await media.record(roomOf(replica), started.dir);
    } catch (err) {
      log.warn({ err }, 'recording: the video server did not start it');
      await captures.stopRow(started.row, 'failed');
      send(connection, errorFrame('RECORDING_UNAVAILABLE'));
      return;
    }
    await captures.addFeeds(started.row.id, feedsOfStage(replica));
    fanout.emit(replica, {
      kind: 'recording',
      recording: {
        startedAt: started.row.startedAt.getTime(),
        by: started.row.startedBy,
      },
    });
  }

  /** Stops the occurrence's recording, if one runs; everyone is told once (whoever won). */
  async function stop(
    replica: Replica | MediaRoom,
    reason: RoomRecordingStop,
  ): Promise<void> {
    const running = await captures.running(replica.occurrenceId);
    if (!running) return;
    if ('members' in replica)
      await captures.addFeeds(running.id, feedsOfStage(replica));
    const stopped = await captures.stopRow(running, reason);
    if (!stopped) return;
    await media
      .record(replica, null)
      .catch((err: unknown) => log.warn({ err }, 'recording: not stopped'));
    fanout.emit(replica, {
      kind: 'recording',
      recording: null,
      stopped: reason,
    });
  }

  return {
    stop,

    /** A `record` frame: moderators only. */
    async record(replica: Replica, connection: Connection, on: boolean) {
      if (!isModerator(connection.role)) {
        send(connection, errorFrame('NOT_MODERATOR'));
        return;
      }
      if (on) await start(replica, connection);
      else await stop(replica, 'stopped');
    },

    /** The welcome's part: the recording running now, and (moderators) whether they may start one. */
    async welcomePart(replica: Replica, connection: Connection) {
      const running = await captures.running(replica.occurrenceId);
      replica.recording = running
        ? { startedAt: running.startedAt.getTime(), by: running.startedBy }
        : null;
      if (running && isOnStage(connection.role))
        void captures
          .addFeeds(running.id, feedsOfStage(replica))
          .catch((err: unknown) => log.warn({ err }, 'recording: feeds'));
      return {
        recording: replica.recording,
        ...(isModerator(connection.role)
          ? { recordable: await recordableIn(replica) }
          : {}),
      };
    },

    /** Everyone here hears it; moderators also whether they may record again. */
    applied(replica: Replica, message: EventOf<'recording'>): void {
      replica.recording = message.recording;
      const frame = {
        type: 'recording' as const,
        recording: message.recording,
        ...(message.stopped ? { stopped: message.stopped } : {}),
      };
      for (const connection of replica.local.values()) {
        if (connection.state !== 'in') continue;
        const moderatorFrame =
          isModerator(connection.role) && message.stopped === 'storage-full'
            ? { ...frame, recordable: 'storage-full' as const }
            : frame;
        send(connection, moderatorFrame);
      }
    },
  };
}
