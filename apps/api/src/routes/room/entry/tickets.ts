// Room tickets: what the join call grants and the socket checks, signed with core.signedTokens
// (purpose 'room-ticket'). The body is readable (contracts' readRoomTicket: the client reads the
// room, the participant and the expiry); only the server can make or verify one. The browser's
// device id travels only as its hash, so a ticket never gives the device cookie away.
import { createHash } from 'node:crypto';
import { ROOM_TICKET_TTL_MS, type RoomTicket } from '@ruume/contracts';
import { z } from 'zod';
import type { SignedTokens } from '../../../core/signed-tokens';

export const ROOM_TICKET_PURPOSE = 'room-ticket';

/** The browser's room device: an httpOnly cookie the join call sets, sent with the socket. */
export const ROOM_DEVICE_COOKIE = 'ruume_room_device';
export const ROOM_DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const DEVICE_ID = /^[A-Za-z0-9_-]{32,64}$/;

export const ticketPayloadSchema = z.object({
  roomId: z.string().min(1),
  participantId: z.string().min(1),
  /** The meeting occurrence the ticket is for. */
  occurrenceId: z.string().min(1),
  meetingId: z.string().min(1),
  /**
   * The meeting's owner is the host; co-hosts are named in the room, not in tickets. The
   * audience watches (docs/audience.md).
   */
  role: z.enum(['host', 'participant', 'audience']),
  userId: z.string().nullable(),
  /** SHA-256 of the device cookie (base64url). */
  device: z.string().min(1),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TicketPayload = z.infer<typeof ticketPayloadSchema>;

/**
 * A signed payload as a ticket payload. Tickets signed before the occurrence had its name call it
 * `sessionId`; they live ROOM_TICKET_TTL_MS, so a socket reconnecting across the upgrade still has
 * one.
 */
const signedPayloadSchema = z.preprocess(
  (data) =>
    data && typeof data === 'object' && !('occurrenceId' in data)
      ? { ...data, occurrenceId: (data as { sessionId?: unknown }).sessionId }
      : data,
  ticketPayloadSchema,
);

export const hashDevice = (deviceId: string): string =>
  createHash('sha256').update(deviceId).digest('base64url');

/**
 * The participant id of a browser in one occurrence: the same after a reload, another in the
 * next occurrence, and it says nothing about the device cookie.
 */
export const participantIdOf = (
  occurrenceId: string,
  deviceId: string,
): string =>
  `p-${createHash('sha256')
    .update(`${occurrenceId}:${deviceId}`)
    .digest('base64url')
    .slice(0, 22)}`;

export function createRoomTickets(signedTokens: SignedTokens) {
  return {
    async issue(payload: TicketPayload): Promise<RoomTicket> {
      const ticket = await signedTokens.sign(
        ROOM_TICKET_PURPOSE,
        payload,
        ROOM_TICKET_TTL_MS,
      );
      return {
        ticket,
        // The signer stamps its own clock; this is the same instant within a millisecond.
        expiresAt: expiryOf(ticket) ?? Date.now() + ROOM_TICKET_TTL_MS,
        roomId: payload.roomId,
        participantId: payload.participantId,
      };
    },

    /** The payload of a genuine, unexpired ticket; null otherwise. */
    async verify(ticket: string): Promise<TicketPayload | null> {
      const parsed = signedPayloadSchema.safeParse(
        await signedTokens.verify(ROOM_TICKET_PURPOSE, ticket),
      );
      return parsed.success ? parsed.data : null;
    },
  };
}
export type RoomTickets = ReturnType<typeof createRoomTickets>;

function expiryOf(ticket: string): number | null {
  try {
    const body = JSON.parse(
      Buffer.from(ticket.split('.')[0], 'base64url').toString('utf8'),
    ) as { exp?: unknown };
    return typeof body.exp === 'number' ? body.exp : null;
  } catch {
    return null;
  }
}
