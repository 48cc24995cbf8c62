// The rooms as this instance knows them, put together from its parts: the replicated state
// (hub-state.ts, changed by hub-events.ts), delivery to this instance's sockets
// (hub-delivery.ts), the fan-out to the other instances (hub-fanout.ts), presence
// (hub-presence.ts) and its seats (hub-seats.ts), moderation (hub-moderation.ts), a
// participant's own frames (hub-frames.ts), the stage and the audience (hub-stage.ts), the signalling relay (hub-signalling.ts) and the
// media's changes (hub-media.ts). The media never passes through here: `RoomMediaLayer`
// (media.ts) says how it flows, and presence and moderation call its hooks.
import type { RoomClientMessage } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { IceServers } from '../../../adapters/turn/ice-servers';
import type { CaptureService } from '../../room-captures/service';
import type { RoomMediaLayer } from '../sfu/media';
import type { RoomRepository } from '../repository';
import type { BusMessage, RoomBus } from './room-bus';
import type { RoomSeats } from '../seats/room-seats';
import type { RoomTickets } from '../entry/tickets';
import { close, errorFrame, send } from './hub-delivery';
import { createEvents } from './hub-events';
import { createFanout } from './hub-fanout';
import { createFrames } from './hub-frames';
import { createHubMedia } from './hub-media';
import { createHubRecording } from './hub-recording';
import { createRecordingGuard } from './room-recording-guard';
import { createModeration } from './hub-moderation';
import { createHubSeats } from '../seats/hub-seats';
import { type Arrival, createPresence } from './hub-presence';
import { createWelcome } from './hub-welcome';
import { createStage } from './hub-stage';
import { createSignalling } from './hub-signalling';
import { type Connection, headcount, type Replicas } from './hub-state';

export { errorFrame } from './hub-delivery';
export { RECONNECT_GRACE_MS } from './hub-presence';
export type { Connection } from './hub-state';

export type RoomHub = ReturnType<typeof createRoomHub>;

export function createRoomHub(deps: {
  /** This instance's id, as its events and seats name it (random per start). */
  instance: string;
  /** The occurrences this instance knows (the media layer counts their people too). */
  replicas: Replicas;
  bus: RoomBus;
  repository: RoomRepository;
  tickets: RoomTickets;
  media: RoomMediaLayer;
  iceServers: IceServers;
  seats: RoomSeats;
  captures: CaptureService;
  log: FastifyBaseLogger;
}) {
  const { instance, replicas, repository, media, captures, log } = deps;
  // Built in the order they use each other; the events are applied once start() is called.
  const fanout = createFanout({ bus: deps.bus, instance, replicas, log });
  const seats = createHubSeats({ instance, replicas, seats: deps.seats, log });
  const recording = createHubRecording({
    fanout,
    repository,
    media,
    captures,
    log,
  });
  const hubMedia = createHubMedia({ instance, replicas, fanout, media, log });
  const welcome = createWelcome({
    repository,
    tickets: deps.tickets,
    media,
    iceServers: deps.iceServers,
    recordingPart: recording.welcomePart,
    retellMedia: hubMedia.retell,
  });
  const presence = createPresence({
    instance,
    replicas,
    fanout,
    tickets: deps.tickets,
    media,
    iceServers: deps.iceServers,
    seats,
    welcome,
    log,
  });
  const moderation = createModeration({
    replicas,
    fanout,
    repository,
    media,
    stopRecording: recording.stop,
    log,
  });
  const stage = createStage({
    fanout,
    presence,
    seats,
    media,
    log,
    dropCohost: moderation.dropCohost,
  });
  const signalling = createSignalling({ instance, fanout });
  const events = createEvents({
    instance,
    replicas,
    effects: {
      admitted: (replica, connection) =>
        void presence
          .enter(replica, connection)
          .catch((err: unknown) => presence.failed(connection, err)),
      signal: signalling.deliver,
      mute: moderation.muted,
      remove: moderation.removed,
      invite: stage.invited,
      unstage: (replica, message) =>
        void stage
          .unstaged(replica, message)
          .catch((err: unknown) => log.warn({ err }, 'room stage: unstage')),
      expel: moderation.expel,
      out: seats.release,
      changed: hubMedia.participantChanged,
      media: hubMedia.changed,
      recording: recording.applied,
    },
  });
  const guard = createRecordingGuard({
    captures,
    repository,
    replicas,
    stopRecording: recording.stop,
    log,
  });
  const frames = createFrames({
    replicas,
    fanout,
    presence,
    repository,
    stage,
    relaySignal: signalling.relay,
    moderate: moderation.moderate,
    record: recording.record,
  });

  return {
    instance,

    /** Stops an occurrence's recording (the guard: storage full, nobody left) and tells its room. */
    stopRecording: recording.stop,

    /** Subscribes to the other instances and starts saying this one is alive. */
    start() {
      guard.start();
      return fanout.start({
        apply: events.apply,
        beat() {
          seats.renew();
          hubMedia.rebalance();
        },
      });
    },

    /**
     * People in the occurrence now (any instance): on the stage and in the audience, and
     * whether the host is among them.
     */
    presence(occurrenceId: string) {
      const replica = replicas.get(occurrenceId);
      const members = replica ? [...replica.members.values()] : [];
      const count = headcount(replica);
      return {
        participants: count.stage,
        audience: count.audience,
        hostPresent: members.some((m) => m.info.ticketRole === 'host'),
        has: (participantId: string) =>
          replica?.members.has(participantId) ?? false,
      };
    },

    /**
     * A socket whose ticket was accepted: it replaces an older socket of the same participant,
     * then enters, waits, or is refused (locked, full).
     */
    connect: (connection: Connection, room: Arrival) =>
      presence.connect(connection, room),

    /** One parsed frame of an accepted socket, after the ones before it. */
    handle(connection: Connection, message: RoomClientMessage): void {
      connection.queue = connection.queue
        .then(() => frames.handle(connection, message))
        .catch((err: unknown) => {
          log.error({ err }, 'room frame failed');
          send(connection, errorFrame('BAD_MESSAGE'));
        });
    },

    send,

    /** The socket closed: unless the server closed it on purpose, it may come back shortly. */
    disconnected: (connection: Connection) => presence.disconnected(connection),

    /**
     * A blocked account, on every instance: the occurrences of its rooms (already ended in the
     * database) end for everyone in them, and its own sockets in anyone's room close.
     */
    expelAccount(
      userId: string,
      endedRooms: Array<{ roomId: string; occurrenceId: string }>,
    ): void {
      if (fanout.shuttingDown) return;
      fanout.broadcast([
        ...endedRooms.map(
          (room): BusMessage => ({ from: instance, kind: 'end', ...room }),
        ),
        { from: instance, kind: 'expel', userId },
      ]);
      for (const room of endedRooms) moderation.endedByBlock(room);
    },

    /** Shutdown: every socket is told to reconnect (to this app's successor or another one). */
    shutdown(): void {
      fanout.stopEmitting();
      for (const replica of replicas.all()) {
        for (const connection of replica.local.values()) {
          close(connection, 'shutdown', 1012, 'service restart');
        }
        replica.local.clear();
      }
    },

    async close(): Promise<void> {
      await guard.stop();
      presence.close();
      await fanout.close();
      await media.close();
    },
  };
}
