import {
  type JoinRoomRequest,
  paths,
  type RoomCheckoutRequest,
  roomErrorMessages,
  type RoomStatus,
  type RoomTicket,
  TIER_FEATURES,
} from '@ruume/contracts';
import type { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { hostName } from '../../core/public-name';
import type { UserRow } from '../../core/user-repository';
import type { Db } from '../../db/database';
import { appUrl, withQuery } from '../../http/app-url';
import { apiError } from '../../http/http-error';
import { countAttempt } from '../../plugins/rate-limit';
import type { SalesService } from '../../sales/service';
import type { RoomHub } from './room-hub';
import type { RoomRecord, RoomRepository, RoomSessionRow } from './repository';
import {
  hashDevice,
  participantIdOf,
  type RoomTickets,
  type TicketPayload,
} from './tickets';

export type RoomService = ReturnType<typeof createRoomService>;

/** Wrong room passwords one address may try per window, over all rooms. */
const PASSWORD_GUESSES = { max: 20, windowMs: 15 * 60 * 1000 };

/** Who calls: the browser's device, and the account when a session cookie is valid. */
export interface Caller {
  deviceId: string;
  user: UserRow | null;
  ip: string;
}

/** Why a ticket does not open the room's socket. */
export type SocketRefusal = 'invalid' | 'removed' | 'denied';

const lower = (email: string) => email.trim().toLowerCase();

/**
 * The live room's calls: what the lobby shows, joining (checks in the order the issue gives,
 * then a ticket), the entry fee's checkout (through the sales module, which records it), and
 * the socket's ticket check.
 */
export function createRoomService(deps: {
  repository: RoomRepository;
  hub: RoomHub;
  tickets: RoomTickets;
  passwords: PasswordHasher;
  sales: SalesService;
  storage: FileStorage;
  db: Db;
  publicUrl: string;
}) {
  const { repository, hub, tickets, passwords, sales, publicUrl } = deps;

  const mustFind = async (roomId: string): Promise<RoomRecord> => {
    const room = await repository.room(roomId.toLowerCase());
    if (!room) throw apiError('ROOM_NOT_FOUND');
    return room;
  };

  const capacityOf = (room: RoomRecord) =>
    TIER_FEATURES[room.host.planTier].participants;

  const fee = (room: RoomRecord) => {
    const { participantFeeCents: amount, feeCurrency: currency } = room.meeting;
    return amount !== null && currency ? { amount, currency } : null;
  };

  const hasPaid = (room: RoomRecord, email: string) =>
    sales.hasBought('room-entry', room.meeting.id, email);

  /** The counter of an address's wrong guesses. */
  const guessesKey = (ip: string) => `room-password|${ip}`;

  async function checkPassword(
    room: RoomRecord,
    password: string | undefined,
    ip: string,
  ) {
    if (!room.passwordHash) return;
    if (password === undefined) throw apiError('ROOM_PASSWORD_REQUIRED');
    // Past the limit even the right password waits, or guessing would go on regardless.
    if ((await repository.attempts(guessesKey(ip))) >= PASSWORD_GUESSES.max)
      throw apiError('RATE_LIMITED');
    if (await passwords.verify(room.passwordHash, password)) return;
    await countAttempt(deps.db, guessesKey(ip), PASSWORD_GUESSES.windowMs);
    throw apiError('ROOM_PASSWORD_WRONG');
  }

  return {
    async status(roomId: string, viewer: UserRow | null): Promise<RoomStatus> {
      const room = await mustFind(roomId);
      const capacity = capacityOf(room);
      const latest = await repository.latestSession(room.meeting.id);
      const open = latest && !latest.endedAt ? latest : null;
      const presence = open
        ? hub.presence(open.id)
        : { participants: 0, hostPresent: false };
      const price = fee(room);
      return {
        participants: presence.participants,
        capacity,
        full: presence.participants >= capacity,
        locked: open?.locked ?? false,
        waitingRoom: latest?.waitingRoom ?? false,
        hostPresent: presence.hostPresent,
        paid:
          price !== null &&
          viewer !== null &&
          (await hasPaid(room, viewer.email)),
      };
    },

    /** The checks of joining, in order; a ticket for this browser in the open occurrence. */
    async join(
      roomId: string,
      request: JoinRoomRequest,
      caller: Caller,
    ): Promise<RoomTicket> {
      const room = await mustFind(roomId);
      const session = await repository.openOrStartSession(room.meeting.id);
      const participantId = participantIdOf(session.id, caller.deviceId);
      const device = hashDevice(caller.deviceId);
      const userId = caller.user?.id ?? null;
      const isHost = userId !== null && userId === room.host.id;

      const removal = await repository.removal(session.id, {
        participantId,
        deviceHash: device,
        userId,
      });
      if (removal) throw apiError('ROOM_REMOVED');

      if (!isHost) {
        await checkPassword(room, request.password, caller.ip);
        if (fee(room)) {
          const email = request.email ?? caller.user?.email;
          if (!email || !(await hasPaid(room, email)))
            throw apiError('ROOM_PAYMENT_REQUIRED');
        }
        const record = await repository.participant(session.id, participantId);
        const known =
          record?.admission === 'admitted' ||
          session.cohosts.includes(participantId);
        if (session.locked && !known) throw apiError('ROOM_LOCKED');
        const presence = hub.presence(session.id);
        const others =
          presence.participants - (presence.has(participantId) ? 1 : 0);
        if (others >= capacityOf(room)) throw apiError('ROOM_FULL');
      }

      const payload: TicketPayload = {
        roomId: room.meeting.roomId,
        participantId,
        sessionId: session.id,
        meetingId: room.meeting.id,
        role: isHost ? 'host' : 'participant',
        userId,
        device,
        displayName: request.displayName,
        avatarUrl: caller.user?.profilePicKey
          ? deps.storage.url(caller.user.profilePicKey)
          : null,
      };
      return tickets.issue(payload);
    },

    /**
     * The socket's first frame: a genuine ticket for this room, this browser (when it sends the
     * device cookie) and the open occurrence, of someone not removed or turned away.
     */
    async accept(
      roomId: string,
      ticket: string,
      deviceId: string | undefined,
    ): Promise<
      | {
          ok: true;
          payload: TicketPayload;
          session: RoomSessionRow;
          capacity: number;
          admission: 'admitted' | 'denied' | null;
          handRaised: boolean;
        }
      | { ok: false; refusal: SocketRefusal; reason?: string }
    > {
      const payload = await tickets.verify(ticket);
      if (!payload || payload.roomId !== roomId.toLowerCase())
        return { ok: false, refusal: 'invalid' };
      if (deviceId !== undefined && hashDevice(deviceId) !== payload.device)
        return { ok: false, refusal: 'invalid' };
      const room = await repository.room(payload.roomId);
      const session = await repository.session(payload.sessionId);
      if (
        !room ||
        !session ||
        session.endedAt ||
        session.meetingId !== room.meeting.id
      )
        return { ok: false, refusal: 'invalid' };
      const removal = await repository.removal(session.id, {
        participantId: payload.participantId,
        deviceHash: payload.device,
        userId: payload.userId,
      });
      if (removal)
        return { ok: false, refusal: 'removed', reason: removal.reason };
      const record = await repository.participant(
        session.id,
        payload.participantId,
      );
      if (record?.admission === 'denied')
        return { ok: false, refusal: 'denied' };
      return {
        ok: true,
        payload,
        session,
        capacity: capacityOf(room),
        admission: record?.admission ?? null,
        handRaised: record?.handRaised ?? false,
      };
    },

    /** A hosted checkout of the entry fee, paid to the host; nothing to pay twice. */
    async checkout(
      roomId: string,
      request: RoomCheckoutRequest,
    ): Promise<{ url: string }> {
      const room = await mustFind(roomId);
      const price = fee(room);
      if (!price) throw apiError('NOT_FOR_SALE', roomErrorMessages.noEntryFee);
      const email = lower(request.email);
      const back = withQuery(
        appUrl(publicUrl, paths.room(room.meeting.roomId)),
        { paid: '1', email },
      );
      if (await hasPaid(room, email)) return { url: back };
      return sales.checkout({
        kind: 'room-entry',
        paymentType: 'purchase',
        product: {
          id: room.meeting.id,
          name: room.meeting.name,
          url: appUrl(publicUrl, paths.room(room.meeting.roomId)),
        },
        seller: {
          id: room.host.id,
          name: hostName(room.host),
          planTier: room.host.planTier,
          payableAccountId: room.host.payableAccountId,
        },
        price,
        buyerEmail: email,
        description: `entry to "${room.meeting.name}"`,
        successUrl: back,
        cancelUrl: appUrl(publicUrl, paths.room(room.meeting.roomId)),
      });
    },
  };
}
