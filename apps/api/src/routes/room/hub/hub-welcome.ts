// The welcome: what someone entering the room is told. Their admission is noted first (a
// denial is final); then the chat, a fresh ticket, the media part and the recording state,
// which need nothing of each other, are asked at once; then the frames go out.
import {
  isModerator,
  isOnStage,
  ROOM_CHAT_HISTORY,
  type RoomParticipant,
  type RoomServerMessageOf,
  type RoomTicket,
} from '@ruume/contracts';
import type { IceServers } from '../../../adapters/turn/ice-servers';
import type { RoomTickets } from '../entry/tickets';
import type { RoomRepository } from '../repository';
import type { MediaWatch, MediaWelcome, RoomMediaLayer } from '../sfu/media';
import { send } from './hub-delivery';
import {
  type Connection,
  headcount,
  type Replica,
  roomOf,
  seesByName,
  waitingList,
} from './hub-state';

export type Welcome = ReturnType<typeof createWelcome>;

type RecordingPart = Pick<
  RoomServerMessageOf<'welcome'>,
  'recording' | 'recordable'
>;

/** What the welcome tells, gathered before it is sent. */
export interface WelcomeParts {
  chat: RoomServerMessageOf<'welcome'>['chat'];
  fresh: RoomTicket;
  /** The room's media version when the parts were asked: a later one is told again. */
  mediaVersion: number;
  media: MediaWelcome & Partial<MediaWatch>;
  recording: RecordingPart;
}

export function createWelcome(deps: {
  repository: RoomRepository;
  tickets: RoomTickets;
  media: RoomMediaLayer;
  /** Each participant's STUN/TURN servers: the audience's too, they receive through Janus. */
  iceServers: IceServers;
  /** The room's media changed while this person's welcome was under way (hub-media.ts). */
  retellMedia(replica: Replica, connection: Connection): void;
  /** The welcome's recording part (hub-recording.ts). */
  recordingPart(
    replica: Replica,
    connection: Connection,
  ): Promise<RecordingPart>;
}) {
  const { repository, tickets, media, iceServers } = deps;

  /**
   * The welcome's media part. The stage's media layer moves the room when it outgrows the mesh
   * and lets them in; the audience sends nothing, so it is told how the room's media flows only.
   */
  async function mediaPart(
    replica: Replica,
    connection: Connection,
    seated: number,
  ): Promise<MediaWelcome & Partial<MediaWatch>> {
    const { participantId } = connection.ticket;
    const room = roomOf(replica);
    if (!isOnStage(connection.role))
      return {
        ...(await media.watch(room, participantId)),
        sfu: null,
        capacity: media.capacity(room.tierParticipants, room.occurrenceId),
      };
    // The seats count whoever is entering at this moment too (their welcome still under way).
    const people = Math.max(
      seated,
      headcount(replica).stage + (replica.members.has(participantId) ? 0 : 1),
    );
    return media.welcome(
      { ...room, people },
      { id: participantId, role: connection.role },
    );
  }

  return {
    /** The admission noted, then what the welcome tells ('denied': a moderator refused them). */
    async parts(
      replica: Replica,
      connection: Connection,
      seated: number,
    ): Promise<WelcomeParts | 'denied'> {
      const decided = await repository.decide(
        replica.occurrenceId,
        connection.ticket.participantId,
        'admitted',
      );
      if (decided === 'denied') return 'denied' as const;
      const mediaVersion = replica.mediaVersion;
      const [chat, fresh, mediaWelcome, recording] = await Promise.all([
        repository.chat(replica.occurrenceId, ROOM_CHAT_HISTORY),
        tickets.issue(connection.ticket),
        mediaPart(replica, connection, seated),
        deps.recordingPart(replica, connection),
      ]);
      return { chat, fresh, mediaVersion, media: mediaWelcome, recording };
    },

    /** The welcome, the media news it may have missed, and their fresh ticket. */
    send(
      replica: Replica,
      connection: Connection,
      self: RoomParticipant,
      parts: WelcomeParts,
    ): void {
      const { chat, fresh, mediaVersion, media: part, recording } = parts;
      // Not yet counted among those watching: new, or coming from the stage.
      const joiningAudience =
        self.role === 'audience' &&
        replica.members.get(self.id)?.info.participant.role !== 'audience';
      send(connection, {
        type: 'welcome',
        self,
        participants: [...replica.members.values()]
          .map((entry) => entry.info.participant)
          .filter(
            (participant) =>
              participant.id !== self.id && seesByName(connection, participant),
          ),
        waiting: isModerator(connection.role) ? waitingList(replica) : [],
        chat,
        settings: replica.settings,
        iceServers: iceServers.forParticipant(self.id),
        mediaMode: part.mediaMode,
        sfu: part.sfu,
        ...(part.watch === undefined ? {} : { watch: part.watch }),
        capacity: part.capacity,
        audience: headcount(replica).audience + (joiningAudience ? 1 : 0),
        ...recording,
      });
      // The media changed meanwhile (this welcome may tell the old one): they hear it now.
      if (replica.mediaVersion !== mediaVersion)
        deps.retellMedia(replica, connection);
      // On the SFU while its node is away: they hear it as the others did.
      else if (part.state !== 'ok')
        send(connection, {
          type: 'media',
          mediaMode: part.mediaMode,
          state: part.state,
          sfu: null,
        });
      send(connection, {
        type: 'ticket',
        ticket: fresh.ticket,
        expiresAt: fresh.expiresAt,
      });
    },
  };
}
