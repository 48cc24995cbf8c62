// The live room: joining (a short-lived signed ticket), the ticket's public part that
// the /meeting/{roomId} guard reads, the ICE servers, and the participants as everyone sees them.
// The socket's frames are in ./room-messages.
import { z } from 'zod';
import { emailSchema, requiredText, textField } from '../common/fields';
import { roomIdSchema } from '../meeting/meeting';
import { ROOM_CAPACITY_LIMITS, roomSfuFeedsSchema } from './room-sfu';

/** A room ticket opens the room's socket for this long; the socket hands out fresh ones. */
export const ROOM_TICKET_TTL_MS = 10 * 60 * 1000;
/** How often a connected socket receives a fresh ticket (for reconnecting and reloading). */
export const ROOM_TICKET_REFRESH_MS = 4 * 60 * 1000;
/** Chat history a late joiner receives, newest last. */
export const ROOM_CHAT_HISTORY = 200;
export const ROOM_CHAT_MAX_LENGTH = 1000;
export const ROOM_DISPLAY_NAME_MAX_LENGTH = 60;
export const ROOM_REMOVAL_REASON_MAX_LENGTH = 200;
/** Largest socket frame the server reads (an SDP offer with many candidates is ~10 KB). */
export const ROOM_MAX_FRAME_BYTES = 64 * 1024;
/** Media is peer-to-peer (full mesh) up to this many people in a room; above, the SFU. */
export const ROOM_MESH_MAX_PARTICIPANTS = 4;
/** The socket's path below API_BASE_PATH ('/api/v1'). */
export const roomSocketPath = (roomId: string) =>
  `/room/${encodeURIComponent(roomId)}/socket`;

/**
 * Who someone is in the room. Moderators: host and cohost. The stage: moderators and
 * participants, who send media; the audience only watches (docs/audience.md).
 */
export const ROOM_ROLES = [
  'host',
  'cohost',
  'participant',
  'audience',
] as const;
export const roomRoleSchema = z.enum(ROOM_ROLES);
export type RoomRole = z.infer<typeof roomRoleSchema>;
export const isModerator = (role: RoomRole): boolean =>
  role === 'host' || role === 'cohost';
export const isOnStage = (role: RoomRole): boolean => role !== 'audience';

/** How someone enters a room: to take part ("join") or to watch ("watch", the audience). */
export const ROOM_ENTRY_MODES = ['participant', 'audience'] as const;
export const roomEntryModeSchema = z.enum(ROOM_ENTRY_MODES);
export type RoomEntryMode = z.infer<typeof roomEntryModeSchema>;

/** Reactions everyone may send; the client shows them as emoji. */
export const ROOM_REACTIONS = [
  'thumbs-up',
  'clap',
  'heart',
  'laugh',
  'surprised',
  'celebrate',
] as const;
export const roomReactionSchema = z.enum(ROOM_REACTIONS);
export type RoomReaction = z.infer<typeof roomReactionSchema>;

export const roomDisplayNameSchema = requiredText(
  'display name',
  ROOM_DISPLAY_NAME_MAX_LENGTH,
);

/**
 * POST /room/{roomId}/join. Signed-in people are known by their session (the host becomes
 * the host); guests give a name. `password` when the room asks for one; `email` for a paid
 * room (the entry fee paid with that email lets in without paying again).
 */
export const joinRoomRequestSchema = z.object({
  displayName: roomDisplayNameSchema,
  password: z.preprocess(
    (value) => (value === '' ? undefined : value),
    textField('password').max(200, 'password is too long').optional(),
  ),
  email: z.preprocess(
    (value) => (value === '' ? undefined : value),
    emailSchema.optional(),
  ),
  /** The one-time code mailed to `email` (a payer's email typed in a paid room's lobby). */
  entryCode: z.preprocess(
    (value) =>
      value === ''
        ? undefined
        : typeof value === 'string'
          ? value.trim()
          : value,
    z
      .string()
      .regex(/^\d{6}$/, 'the code is the 6 digits from the email')
      .optional(),
  ),
  /** To take part (the default) or to watch, in the audience. */
  as: roomEntryModeSchema.optional(),
  /** A paid room's signed re-entry pass: the receipt's link, or the checkout's way back. */
  entryToken: z
    .string()
    .max(2000, 'entryToken is too long')
    .regex(/^[A-Za-z0-9_.-]+$/, 'entryToken is malformed')
    .optional(),
});
export type JoinRoomRequest = z.infer<typeof joinRoomRequestSchema>;

/** A STUN/TURN server for RTCPeerConnection (ICE_SERVERS on the api, JSON). */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServerListSchema = z.array(iceServerSchema);

/** The answer of the join call: the ticket that opens /meeting/{roomId}. */
export const roomTicketSchema = z.object({
  ticket: z.string().min(1),
  /** Unix milliseconds; the /meeting/{roomId} guard reads it. */
  expiresAt: z.number().int(),
  roomId: z.string().min(1),
  participantId: z.string().min(1),
});
export type RoomTicket = z.infer<typeof roomTicketSchema>;

/** GET /room/{roomId}/status, public: what the lobby shows before joining. */
export const roomStatusSchema = z.object({
  /** People in the room now (not those waiting). */
  participants: z.number().int().nonnegative(),
  /** The host's tier cap (SPEC §6), or the peer-to-peer size when no SFU is reachable. */
  capacity: z.number().int().positive(),
  /** Why the room holds no more: 'tier', or 'no-sfu' (the host is told why). */
  capacityLimitedBy: z.enum(ROOM_CAPACITY_LIMITS).optional(),
  full: z.boolean(),
  locked: z.boolean(),
  /** Guests knock and wait for the host or a co-host to let them in. */
  waitingRoom: z.boolean(),
  hostPresent: z.boolean(),
  /** Whether the viewer already paid the entry fee (false for free rooms and guests). */
  paid: z.boolean(),
  /** The meeting is being recorded now: the lobby says so before anyone joins. */
  recording: z.boolean(),
  /** The audience: null when the host's tier has none (SPEC §6). */
  audience: z
    .object({
      /** The host lets people watch now. */
      open: z.boolean(),
      /** People watching now. */
      count: z.number().int().nonnegative(),
      /** The tier's audience cap. */
      capacity: z.number().int().positive(),
      full: z.boolean(),
      /** Whether the viewer already paid the audience fee (false without one). */
      paid: z.boolean(),
    })
    .nullable(),
});
export type RoomStatus = z.infer<typeof roomStatusSchema>;

export const roomParamsSchema = z.object({ roomId: roomIdSchema });

/** POST /room/{roomId}/checkout {email, displayName} → {url}: pays the entry fee. */
export const roomCheckoutRequestSchema = z.object({
  email: emailSchema,
  displayName: roomDisplayNameSchema,
  /** Which fee: to take part (the default) or to watch. */
  as: roomEntryModeSchema.optional(),
});
export type RoomCheckoutRequest = z.infer<typeof roomCheckoutRequestSchema>;

/** Someone in the room, as everyone in it sees them. */
export const roomParticipantSchema = z.object({
  id: z.string().min(1),
  displayName: z.string(),
  role: roomRoleSchema,
  avatarUrl: z.string().nullable(),
  /** What they send: their own toggles, or the host's mute. */
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
  handRaised: z.boolean(),
  /** Milliseconds since the epoch, server clock. */
  joinedAt: z.number().int(),
  /**
   * Their Janus feed ids (assigned by the api), once the room is on the SFU: the others map
   * Janus publishers to people by these.
   */
  feeds: roomSfuFeedsSchema.optional(),
  /** Watching, invited on stage by a moderator and not yet answered (docs/audience.md). */
  invited: z.boolean().optional(),
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

/** Someone knocking in the waiting room (moderators see them). */
export const roomWaiterSchema = z.object({
  id: z.string().min(1),
  displayName: z.string(),
  signedIn: z.boolean(),
  since: z.number().int(),
  /** Came to watch (the audience), not to take part. */
  watch: z.boolean().optional(),
});
export type RoomWaiter = z.infer<typeof roomWaiterSchema>;

export const roomChatMessageSchema = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  displayName: z.string(),
  text: z.string(),
  sentAt: z.number().int(),
});
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

/** The room's settings, which moderators change. */
export const roomSettingsSchema = z.object({
  locked: z.boolean(),
  waitingRoom: z.boolean(),
  /** Muted people may not unmute themselves. */
  micLocked: z.boolean(),
  /** New people may watch (rooms whose tier has an audience). */
  audience: z.boolean(),
  /** The audience may write in the chat. */
  audienceChat: z.boolean(),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/** How media flows: 'mesh' (peer-to-peer) or 'sfu' (through Janus: room-sfu.ts). */
export const ROOM_MEDIA_MODES = ['mesh', 'sfu'] as const;
export const roomMediaModeSchema = z.enum(ROOM_MEDIA_MODES);
export type RoomMediaMode = z.infer<typeof roomMediaModeSchema>;

/**
 * The public part of a room ticket, readable without the key: `<base64url JSON>.<mac>`. The
 * guard of /meeting/{roomId} reads the room and expiry from it; only the server can verify it.
 */
export function readRoomTicket(ticket: string): {
  roomId: string;
  participantId: string;
  expiresAt: number;
  /** Whether it lets its holder watch (the audience) rather than take part. */
  watching: boolean;
} | null {
  const body = ticket.split('.')[0];
  if (!body) return null;
  try {
    const base64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(
      typeof atob === 'function'
        ? decodeURIComponent(
            Array.from(
              atob(base64),
              (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
            ).join(''),
          )
        : '',
    ) as {
      exp?: unknown;
      data?: { roomId?: unknown; participantId?: unknown; role?: unknown };
    };
    const { exp, data } = json;
    if (
      typeof exp !== 'number' ||
      typeof data?.roomId !== 'string' ||
      typeof data.participantId !== 'string'
    )
      return null;
    return {
      roomId: data.roomId,
      participantId: data.participantId,
      expiresAt: exp,
      watching: data.role === 'audience',
    };
  } catch {
    return null;
  }
}
