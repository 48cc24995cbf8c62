// A participant's own frames, in the order their socket sent them: leave (waiting people may
// only leave), then signal, chat, media, hand and reaction of people in the room; the rest are
// moderators' commands (the stage's in hub-stage.ts). The audience sends no media and signals
// nobody, chats while the host allows it, and answers an invitation on stage.
import {
  isModerator,
  isOnStage,
  ROOM_CHAT_HISTORY,
  type RoomClientMessage,
} from '@ruume/contracts';
import type { RoomRepository } from '../repository';
import { errorFrame, send } from './hub-delivery';
import type { Fanout } from './hub-fanout';
import type { Presence } from './hub-presence';
import type { Stage } from './hub-stage';
import type { Connection, Replica, Replicas } from './hub-state';

type FrameOf<T extends RoomClientMessage['type']> = Extract<
  RoomClientMessage,
  { type: T }
>;

export function createFrames(deps: {
  replicas: Replicas;
  fanout: Fanout;
  presence: Presence;
  repository: RoomRepository;
  stage: Stage;
  relaySignal(
    replica: Replica,
    connection: Connection,
    message: FrameOf<'signal'>,
  ): void;
  moderate(
    replica: Replica,
    connection: Connection,
    message: FrameOf<
      'admit' | 'deny' | 'mute' | 'remove' | 'settings' | 'cohost' | 'end'
    >,
  ): Promise<void>;
  /** A moderator starts or stops recording (hub-recording.ts). */
  record(replica: Replica, connection: Connection, on: boolean): Promise<void>;
}) {
  const { replicas, fanout, presence, repository } = deps;

  async function chat(
    replica: Replica,
    connection: Connection,
    text: string,
  ): Promise<void> {
    const stored = await repository.addChat(
      replica.occurrenceId,
      {
        participantId: connection.ticket.participantId,
        displayName: connection.ticket.displayName,
        text,
      },
      ROOM_CHAT_HISTORY,
    );
    fanout.emit(replica, { kind: 'chat', message: stored });
  }

  /** Mic lock on: a non-moderator whose audio is off cannot turn it on; the rest applies. */
  function media(
    replica: Replica,
    connection: Connection,
    message: FrameOf<'media'>,
  ) {
    const entry = replica.members.get(connection.ticket.participantId);
    const wasOn = entry?.info.participant.audio ?? false;
    let audio = message.audio;
    if (
      audio &&
      !wasOn &&
      replica.settings.micLocked &&
      !isModerator(connection.role)
    ) {
      send(connection, errorFrame('MIC_LOCKED'));
      audio = false;
    }
    fanout.announce(replica, connection, {
      audio,
      video: message.video,
      screen: message.screen,
    });
  }

  return {
    async handle(
      connection: Connection,
      message: RoomClientMessage,
    ): Promise<void> {
      const replica = replicas.get(connection.ticket.occurrenceId);
      if (!replica || connection.closing) return;
      const self = connection.ticket.participantId;

      if (message.type === 'leave') {
        presence.leave(replica, connection);
        return;
      }
      if (connection.state !== 'in' || message.type === 'hello') {
        // Waiting people may only leave; a second hello means nothing.
        send(connection, errorFrame('BAD_MESSAGE'));
        return;
      }
      const watching = !isOnStage(connection.role);
      if (watching && (message.type === 'signal' || message.type === 'media')) {
        send(connection, errorFrame('NOT_ON_STAGE'));
        return;
      }
      switch (message.type) {
        case 'signal':
          return deps.relaySignal(replica, connection, message);
        case 'chat':
          if (watching && !replica.settings.audienceChat) {
            send(connection, errorFrame('AUDIENCE_CHAT_OFF'));
            return;
          }
          return chat(replica, connection, message.text);
        case 'media':
          return media(replica, connection, message);
        case 'hand':
          await repository.setHand(replica.occurrenceId, self, message.raised);
          fanout.announce(replica, connection, {
            handRaised: message.raised,
          });
          return;
        case 'reaction':
          fanout.emit(replica, {
            kind: 'reaction',
            participantId: self,
            reaction: message.reaction,
          });
          return;
        case 'stage-answer':
          return deps.stage.answer(replica, connection, message);
        case 'stage':
          if (!isModerator(connection.role)) {
            send(connection, errorFrame('NOT_MODERATOR'));
            return;
          }
          return deps.stage.command(replica, connection, message);
        case 'record':
          return deps.record(replica, connection, message.on);
        default:
          return deps.moderate(replica, connection, message);
      }
    },
  };
}
