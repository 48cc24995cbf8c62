import {
  AUTH_FAILURE_MESSAGES,
  currencySchema,
  earningsSharePercent,
  type JoinRoomRequest,
  paths,
  type RoomCheckoutRequest,
  roomErrorMessages,
  type RoomSales,
  type RoomStatus,
  type RoomTicket,
  TIER_FEATURES,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PasswordHasher } from '../../adapters/passwords';
import type {
  PaymentEvent,
  PaymentsProvider,
} from '../../adapters/payments/payments';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { hostName } from '../../core/public-name';
import type { UserRow } from '../../core/user-repository';
import type { Db } from '../../db/database';
import { appUrl, withQuery } from '../../http/app-url';
import { apiError } from '../../http/http-error';
import { countAttempt } from '../../plugins/rate-limit';
import { entryReceipt } from './entry-receipt';
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

/** Marks our entry-fee checkouts among the provider's. */
const ENTRY_PURPOSE = 'room-entry';
const entryMetadataSchema = z.object({
  purpose: z.literal(ENTRY_PURPOSE),
  meetingId: z.string().min(1),
  hostId: z.string().min(1),
  email: z.string().min(1),
  /** For the receipt: the room as it was named when the guest paid. */
  roomId: z.string().min(1),
  roomName: z.string(),
  hostName: z.string(),
});
type EntryMetadata = z.infer<typeof entryMetadataSchema>;

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
 * then a ticket), the entry fee's checkout and its recording, the socket's ticket check, and
 * the host's entry fees.
 */
export function createRoomService(deps: {
  repository: RoomRepository;
  hub: RoomHub;
  tickets: RoomTickets;
  passwords: PasswordHasher;
  payments: PaymentsProvider;
  storage: FileStorage;
  mailer: Mailer;
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const {
    repository,
    hub,
    tickets,
    passwords,
    payments,
    mailer,
    publicUrl,
    log,
  } = deps;

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
          (await repository.hasPaid(room.meeting.id, lower(viewer.email))),
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
          if (
            !email ||
            !(await repository.hasPaid(room.meeting.id, lower(email)))
          )
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
      // A ticket issued before its account was blocked opens nothing any more.
      if (
        payload.userId !== null &&
        !(await repository.accountActive(payload.userId))
      )
        return {
          ok: false,
          refusal: 'removed',
          reason: AUTH_FAILURE_MESSAGES.USER_BLOCK,
        };
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

    /**
     * An admin blocked the account: its live rooms end for everyone now and its sockets close,
     * on every instance. Its rooms were already unreachable to new joins (repository.room).
     */
    async closeAccount(userId: string): Promise<void> {
      hub.expelAccount(userId, await repository.endSessionsOfHost(userId));
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
      if (await repository.hasPaid(room.meeting.id, email))
        return { url: back };
      const share = earningsSharePercent(room.host.planTier, 'participants');
      const accountId = room.host.payableAccountId;
      if (share === null || accountId === null)
        throw apiError('CREATOR_CANNOT_BE_PAID');
      const metadata: EntryMetadata = {
        purpose: ENTRY_PURPOSE,
        meetingId: room.meeting.id,
        hostId: room.host.id,
        email,
        roomId: room.meeting.roomId,
        roomName: room.meeting.name,
        hostName: hostName(room.host),
      };
      const page = await payments.createPaymentCheckout({
        connectedAccountId: accountId,
        amount: price.amount,
        currency: price.currency,
        applicationFeeAmount: Math.round((price.amount * (100 - share)) / 100),
        description: `entry to "${room.meeting.name}"`,
        customerEmail: email,
        successUrl: back,
        cancelUrl: appUrl(publicUrl, paths.room(room.meeting.roomId)),
        metadata,
      });
      return { url: page.url };
    },

    /** Records a completed entry fee once (a redelivered event records nothing). */
    async applyEvent(event: PaymentEvent): Promise<void> {
      if (event.type !== 'checkout.completed') return;
      const { checkout } = event;
      if (checkout.mode !== 'payment') return;
      const entry = entryMetadataSchema.safeParse(checkout.metadata);
      if (!entry.success) return; // another domain's payment
      const currency = currencySchema.safeParse(
        checkout.currency?.toLowerCase(),
      );
      const gross = checkout.amountTotal;
      if (
        !currency.success ||
        !gross ||
        !Number.isInteger(gross) ||
        gross <= 0
      ) {
        log.error(
          { checkoutId: checkout.id },
          'room entry payment without a usable amount: not recorded',
        );
        return;
      }
      const feeCents = Math.min(
        gross,
        Math.max(0, Math.round(checkout.applicationFeeAmount ?? 0)),
      );
      const meetingKnown = await repository.meetingExists(entry.data.meetingId);
      // A meeting deleted while its guest paid: the sale stays in its host's history.
      const hostKnown = await repository.userExists(entry.data.hostId);
      const email = lower(entry.data.email);
      const inserted = await repository.insertPurchase({
        checkoutId: checkout.id,
        meetingId: meetingKnown ? entry.data.meetingId : null,
        // Kept for the host's sales once the meeting is deleted.
        roomName: entry.data.roomName,
        hostId: hostKnown ? entry.data.hostId : null,
        email,
        currency: currency.data,
        grossCents: gross,
        feeCents,
        netCents: gross - feeCents,
      });
      // A redelivered completion records nothing and mails nothing.
      if (!inserted) return;
      mailer.sendInBackground(
        entryReceipt({
          to: email,
          roomName: entry.data.roomName,
          host: entry.data.hostName,
          amountCents: gross,
          currency: currency.data,
          roomUrl: appUrl(publicUrl, paths.room(entry.data.roomId)),
          reference: checkout.id,
        }),
      );
    },

    sales: (user: UserRow): Promise<RoomSales[]> => repository.salesOf(user.id),
  };
}
