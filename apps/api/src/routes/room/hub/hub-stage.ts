// The stage and the audience (docs/audience.md, "The stage"): a moderator invites someone
// watching on stage, who answers (after their own camera and microphone step); a moderator sends
// someone on stage back to the audience. A move takes a seat of the other kind (room-seats.ts:
// the stage's cap, or the audience's), changes the role the person's ticket carries (so a reload
// keeps it) and enters them again: a new welcome with the media of their new place. Nobody pays
// again: the fee was asked at the door.
import {
  isModerator,
  isOnStage,
  type RoomClientMessage,
  type RoomRole,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomMediaLayer } from '../sfu/media';
import type { BusMessage } from './room-bus';
import { errorFrame, send } from './hub-delivery';
import type { Fanout } from './hub-fanout';
import type { Presence } from './hub-presence';
import type { HubSeats } from '../seats/hub-seats';
import { type Connection, headcount, type Replica, roleOf } from './hub-state';

type FrameOf<T extends RoomClientMessage['type']> = Extract<
  RoomClientMessage,
  { type: T }
>;
type EventOf<K extends BusMessage['kind']> = Extract<BusMessage, { kind: K }>;

export type Stage = ReturnType<typeof createStage>;

export function createStage(deps: {
  fanout: Fanout;
  presence: Presence;
  seats: HubSeats;
  media: RoomMediaLayer;
  log: FastifyBaseLogger;
  /** Un-names a co-host sent back to the audience (hub-moderation.ts). */
  dropCohost(replica: Replica, participantId: string): Promise<void>;
}) {
  const { fanout, presence, seats, media, log } = deps;

  /** Takes a seat of the other kind and enters again with that role; false when it is full. */
  async function move(
    replica: Replica,
    connection: Connection,
    onStage: boolean,
  ): Promise<boolean> {
    const id = connection.ticket.participantId;
    const ticket = {
      ...connection.ticket,
      role: onStage ? ('participant' as const) : ('audience' as const),
    };
    const role = roleOf(replica, id, ticket.role);
    const seated = await seats.take(replica, { ...connection, ticket, role });
    if (seated === null) {
      send(connection, errorFrame(onStage ? 'STAGE_FULL' : 'AUDIENCE_FULL'));
      return false;
    }
    connection.ticket = ticket;
    connection.role = role;
    // Off the stage: out of the VideoRoom (its feeds, and the mountpoints they fed, end).
    if (!onStage)
      await media
        .participantOut(replica, id, 'removed')
        .catch((err: unknown) => log.warn({ err }, 'room media: unstaged'));
    await presence.enter(replica, connection, false, { moved: true });
    return true;
  }

  /** Co-hosts move participants and the audience; the host anyone but themself. */
  const outranks = (moderator: Connection, targetRole: RoomRole) =>
    !isModerator(targetRole) ||
    (moderator.role === 'host' && targetRole !== 'host');

  return {
    /** A moderator's `stage`: invite someone watching, or send someone back to the audience. */
    command(
      replica: Replica,
      moderator: Connection,
      message: FrameOf<'stage'>,
    ): void {
      const target = replica.members.get(message.participantId)?.info
        .participant;
      const watching = target?.role === 'audience';
      if (
        !target ||
        watching !== message.onStage ||
        !outranks(moderator, target.role)
      ) {
        send(moderator, errorFrame('PARTICIPANT_NOT_FOUND'));
        return;
      }
      const count = headcount(replica);
      if (message.onStage && count.stage >= replica.capacity) {
        send(moderator, errorFrame('STAGE_FULL'));
        return;
      }
      if (!message.onStage && count.audience >= replica.audienceCapacity) {
        send(moderator, errorFrame('AUDIENCE_FULL'));
        return;
      }
      fanout.emit(
        replica,
        message.onStage
          ? {
              kind: 'invite',
              participantId: target.id,
              by: moderator.ticket.displayName,
            }
          : { kind: 'unstage', participantId: target.id },
      );
    },

    /** The invited watcher's answer: on stage, or the invitation is gone. */
    async answer(
      replica: Replica,
      connection: Connection,
      message: FrameOf<'stage-answer'>,
    ): Promise<void> {
      const self = replica.members.get(connection.ticket.participantId)?.info
        .participant;
      if (!self?.invited || isOnStage(connection.role)) return;
      if (message.accept && (await move(replica, connection, true))) return;
      fanout.announce(replica, connection, { invited: false });
    },

    /** An invitation for someone whose socket is here: they are asked, moderators see it. */
    invited(replica: Replica, message: EventOf<'invite'>): void {
      const connection = replica.local.get(message.participantId);
      if (connection?.state !== 'in' || isOnStage(connection.role)) return;
      send(connection, { type: 'stage-invite', by: message.by });
      fanout.announce(replica, connection, { invited: true });
    },

    /** Someone here sent back to the audience. */
    async unstaged(
      replica: Replica,
      message: EventOf<'unstage'>,
    ): Promise<void> {
      const connection = replica.local.get(message.participantId);
      if (connection?.state !== 'in' || !isOnStage(connection.role)) return;
      if (replica.cohosts.has(message.participantId))
        await deps.dropCohost(replica, message.participantId);
      await move(replica, connection, false);
    },
  };
}
