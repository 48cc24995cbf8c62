import {
  AUTH_FAILURE_MESSAGES,
  type JoinRoomRequest,
  paths,
  type RoomCheckoutRequest,
  type RoomEntryMode,
  roomErrorMessages,
  type RoomStatus,
  type RoomTicket,
  TIER_FEATURES,
} from '@ruume/contracts';
import type { PasswordHasher } from '../../adapters/passwords';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { hostName } from '../../core/public-name';
import type { UserRepository, UserRow } from '../../core/user-repository';
import type { Db } from '../../db/database';
import { appUrl, withQuery } from '../../http/app-url';
import { apiError } from '../../http/http-error';
import { countAttempt } from '../../plugins/rate-limit';
import type { CaptureService } from '../room-captures/service';
import type { SalesService } from '../sales/service';
import type { EntryProof } from './entry/entry-proof';
import { createPaidEntry } from './entry/paid-entry';
import type { RoomMediaLayer } from './sfu/media';
import type { RoomHub } from './hub/room-hub';
import type {
  RoomRecord,
  RoomRepository,
  RoomOccurrenceRow,
} from './repository';
import {
  hashDevice,
  participantIdOf,
  type RoomTickets,
  type TicketPayload,
} from './entry/tickets';

export type RoomService = ReturnType<typeof createRoomService>;

/** Wrong room passwords one address may try per window, over all rooms. */
const PASSWORD_GUESSES = { max: 20, windowMs: 15 * 60 * 1000 };

/** Who calls: the browser's device, and the account when a session cookie is valid. */
export interface Caller {
  deviceId: string;
  user: UserRow | null;
  ip: string;
  /** This browser's entry pass of the room (its cookie), if it has one. */
  entryPass?: string;
}

/** A ticket, and the entry pass to keep in this browser when it just proved a payment. */
export interface JoinResult {
  ticket: RoomTicket;
  entryPass: string | null;
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
  media: RoomMediaLayer;
  tickets: RoomTickets;
  passwords: PasswordHasher;
  /** Whether a ticket's account may still be in rooms (not blocked). */
  users: Pick<UserRepository, 'isActive'>;
  sales: SalesService;
  /** Whether the occurrence is being recorded (the lobby says so). */
  captures: Pick<CaptureService, 'running'>;
  entryProof: EntryProof;
  storage: FileStorage;
  db: Db;
  publicUrl: string;
}) {
  const { repository, hub, tickets, passwords, sales, entryProof, publicUrl } =
    deps;
  const roomUrl = (room: RoomRecord) =>
    appUrl(publicUrl, paths.room(room.meeting.roomId));

  const mustFind = async (roomId: string): Promise<RoomRecord> => {
    const room = await repository.room(roomId.toLowerCase());
    if (!room) throw apiError('ROOM_NOT_FOUND');
    return room;
  };

  const tierParticipants = (room: RoomRecord) =>
    TIER_FEATURES[room.host.planTier].participants;
  /** The tier's cap, or the mesh's when no SFU can take the room higher. */
  const capacityOf = (room: RoomRecord, occurrenceId?: string) =>
    deps.media.capacity(tierParticipants(room), occurrenceId);

  /** The tier's audience cap; 0 when it has none (SPEC §6). */
  const audienceCap = (room: RoomRecord) =>
    TIER_FEATURES[room.host.planTier].audience;

  const {
    fee,
    hasPaid,
    check: checkPaidEntry,
  } = createPaidEntry({
    sales,
    entryProof,
    roomUrl,
  });

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
      const latest = await repository.latestOccurrence(room.meeting.id);
      const capacity = capacityOf(room, latest?.id);
      const open = latest && !latest.endedAt ? latest : null;
      const presence = open
        ? hub.presence(open.id)
        : { participants: 0, audience: 0, hostPresent: false };
      const paid = async (mode: RoomEntryMode) =>
        fee(room, mode) !== null &&
        viewer !== null &&
        (await hasPaid(room, viewer.email, mode));
      const audience = audienceCap(room);
      return {
        participants: presence.participants,
        capacity: capacity.participants,
        capacityLimitedBy: capacity.limitedBy,
        full: presence.participants >= capacity.participants,
        locked: open?.locked ?? false,
        waitingRoom: latest?.waitingRoom ?? false,
        hostPresent: presence.hostPresent,
        recording: open
          ? (await deps.captures.running(open.id)) !== null
          : false,
        paid: await paid('participant'),
        audience:
          audience === 0
            ? null
            : {
                // Watching goes through the SFU: none reachable, nobody can.
                open: (latest?.audienceOpen ?? true) && deps.media.canWatch(),
                count: presence.audience,
                capacity: audience,
                full: presence.audience >= audience,
                paid: await paid('audience'),
              },
      };
    },

    /** The checks of joining, in order; a ticket for this browser in the open occurrence. */
    async join(
      roomId: string,
      request: JoinRoomRequest,
      caller: Caller,
    ): Promise<JoinResult> {
      const room = await mustFind(roomId);
      const occurrence = await repository.openOrStartOccurrence(
        room.meeting.id,
      );
      const participantId = participantIdOf(occurrence.id, caller.deviceId);
      const device = hashDevice(caller.deviceId);
      const userId = caller.user?.id ?? null;
      const isHost = userId !== null && userId === room.host.id;

      const standing = await repository.standing(occurrence.id, {
        participantId,
        deviceHash: device,
        userId,
      });
      if (standing?.removal) throw apiError('ROOM_REMOVED');

      const watching = request.as === 'audience' && !isHost;
      if (watching && (audienceCap(room) === 0 || !occurrence.audienceOpen))
        throw apiError('ROOM_AUDIENCE_CLOSED');
      if (watching && !deps.media.canWatch())
        throw apiError('ROOM_AUDIENCE_UNAVAILABLE');
      let entryPass: string | null = null;
      if (!isHost) {
        const mode = watching ? 'audience' : 'participant';
        await checkPassword(room, request.password, caller.ip);
        if (fee(room, mode))
          entryPass = await checkPaidEntry(room, request, caller, mode);
        const known =
          standing?.participant?.admission === 'admitted' ||
          occurrence.cohosts.includes(participantId);
        if (occurrence.locked && !known) throw apiError('ROOM_LOCKED');
        const presence = hub.presence(occurrence.id);
        const others =
          (watching ? presence.audience : presence.participants) -
          (presence.has(participantId) ? 1 : 0);
        if (watching && others >= audienceCap(room))
          throw apiError('ROOM_AUDIENCE_FULL');
        if (!watching && others >= capacityOf(room, occurrence.id).participants)
          throw apiError('ROOM_FULL');
      }

      const payload: TicketPayload = {
        roomId: room.meeting.roomId,
        participantId,
        occurrenceId: occurrence.id,
        meetingId: room.meeting.id,
        role: isHost ? 'host' : watching ? 'audience' : 'participant',
        userId,
        device,
        displayName: request.displayName,
        avatarUrl: caller.user?.profilePicKey
          ? deps.storage.url(caller.user.profilePicKey)
          : null,
      };
      return { ticket: await tickets.issue(payload), entryPass };
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
          occurrence: RoomOccurrenceRow;
          capacity: number;
          tierParticipants: number;
          audienceCapacity: number;
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
      const [room, standing] = await Promise.all([
        repository.room(payload.roomId),
        repository.standing(payload.occurrenceId, {
          participantId: payload.participantId,
          deviceHash: payload.device,
          userId: payload.userId,
        }),
      ]);
      const occurrence = standing?.occurrence;
      if (
        !room ||
        !occurrence ||
        occurrence.endedAt ||
        occurrence.meetingId !== room.meeting.id
      )
        return { ok: false, refusal: 'invalid' };
      const { removal, participant: record } = standing;
      if (removal)
        return { ok: false, refusal: 'removed', reason: removal.reason };
      // A ticket issued before its account was blocked opens nothing any more.
      if (
        payload.userId !== null &&
        !(await deps.users.isActive(payload.userId))
      )
        return {
          ok: false,
          refusal: 'removed',
          reason: AUTH_FAILURE_MESSAGES.USER_BLOCK,
        };
      if (record?.admission === 'denied')
        return { ok: false, refusal: 'denied' };
      return {
        ok: true,
        payload,
        occurrence,
        capacity: capacityOf(room, occurrence.id).participants,
        tierParticipants: tierParticipants(room),
        audienceCapacity: audienceCap(room),
        admission: record?.admission ?? null,
        handRaised: record?.handRaised ?? false,
      };
    },

    /**
     * An admin blocked the account: its live rooms end for everyone now and its sockets close,
     * on every instance. Its rooms were already unreachable to new joins (repository.room).
     */
    async closeAccount(userId: string): Promise<void> {
      hub.expelAccount(userId, await repository.endOccurrencesOfHost(userId));
    },

    /** A hosted checkout of the entry fee, paid to the host; nothing to pay twice. */
    async checkout(
      roomId: string,
      request: RoomCheckoutRequest,
    ): Promise<{ url: string }> {
      const room = await mustFind(roomId);
      const mode = request.as ?? 'participant';
      const watching = mode === 'audience';
      const price = fee(room, mode);
      if (!price)
        throw apiError(
          'NOT_FOR_SALE',
          watching
            ? roomErrorMessages.noAudienceFee
            : roomErrorMessages.noEntryFee,
        );
      if (watching && audienceCap(room) === 0)
        throw apiError('ROOM_AUDIENCE_CLOSED');
      const email = lower(request.email);
      // Back in the lobby, it asks to watch again.
      const back = { paid: '1', email, ...(watching ? { as: mode } : {}) };
      // Paid already: back to the lobby, where the email is confirmed by a code (never a pass).
      if (await hasPaid(room, email, mode))
        return { url: withQuery(roomUrl(room), back) };
      // The pass opens the room to this browser once the payment is recorded, and is the
      // receipt's re-entry link.
      const entry = await entryProof.pass(room.meeting.id, email);
      return sales.checkout({
        kind: watching ? 'audience-entry' : 'room-entry',
        paymentType: 'purchase',
        product: {
          id: room.meeting.id,
          name: room.meeting.name,
          url: withQuery(roomUrl(room), {
            entry,
            ...(watching ? { as: mode } : {}),
          }),
        },
        seller: {
          id: room.host.id,
          name: hostName(room.host),
          planTier: room.host.planTier,
          payableAccountId: room.host.payableAccountId,
        },
        price,
        buyerEmail: email,
        description: watching
          ? `watching "${room.meeting.name}"`
          : `entry to "${room.meeting.name}"`,
        successUrl: withQuery(roomUrl(room), { ...back, entry }),
        cancelUrl: roomUrl(room),
      });
    },
  };
}
