// The room socket's frames: JSON text frames `{ type, ... }`, one schema per type.
// Client frames are checked by the server, which answers a bad, oversized or too frequent one
// with an `error` frame and drops it; server frames are checked by the client.
import { z } from 'zod';
import { textField } from '../common/fields';
import {
  ROOM_CHAT_MAX_LENGTH,
  ROOM_REMOVAL_REASON_MAX_LENGTH,
  iceServerListSchema,
  roomChatMessageSchema,
  roomMediaModeSchema,
  roomParticipantSchema,
  roomReactionSchema,
  roomSettingsSchema,
  roomWaiterSchema,
} from './room';
import {
  roomCapacitySchema,
  roomSfuAccessSchema,
  roomSfuStateSchema,
  roomWatchAccessSchema,
} from './room-sfu';
import {
  roomRecordableSchema,
  roomRecordingSchema,
  roomRecordingStopSchema,
} from './room-recording';

/** The audience's way to watch the stage; null while there is none (no SFU, node away). */
const watch = roomWatchAccessSchema.nullable().optional();

const participantId = z.string().min(1).max(128);
/** An SDP offer or answer, as RTCSessionDescriptionInit. */
const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.string().max(60_000).optional(),
});
/** An ICE candidate, as RTCIceCandidateInit; null ends the candidates. */
const iceCandidateSchema = z
  .object({
    candidate: z.string().max(2000).optional(),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1024).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .nullable();

// ---- client → server ----------------------------------------------------------------------

export const roomClientMessageSchema = z.discriminatedUnion('type', [
  /** The first frame: the ticket from the join call (or a refreshed one), to enter or resume. */
  z.object({ type: z.literal('hello'), ticket: z.string().min(1).max(4096) }),
  /** WebRTC signalling to one peer, relayed as is (perfect negotiation). */
  z.object({
    type: z.literal('signal'),
    to: participantId,
    description: sessionDescriptionSchema.optional(),
    candidate: iceCandidateSchema.optional(),
  }),
  z.object({
    type: z.literal('chat'),
    text: textField('message')
      .trim()
      .min(1, 'message is empty')
      .max(
        ROOM_CHAT_MAX_LENGTH,
        `messages are at most ${ROOM_CHAT_MAX_LENGTH} characters`,
      ),
  }),
  /** What I send now: refused to unmute while the host's mic lock holds. */
  z.object({
    type: z.literal('media'),
    audio: z.boolean(),
    video: z.boolean(),
    screen: z.boolean(),
  }),
  z.object({ type: z.literal('hand'), raised: z.boolean() }),
  z.object({ type: z.literal('reaction'), reaction: roomReactionSchema }),
  z.object({ type: z.literal('leave') }),
  /** Watching, invited on stage: yes (after their own camera and microphone step) or no. */
  z.object({ type: z.literal('stage-answer'), accept: z.boolean() }),
  // Moderators only (host and co-hosts):
  /** Let in, or turn away, one person waiting or everyone waiting ('all'). */
  z.object({
    type: z.literal('admit'),
    participantId: z.union([participantId, z.literal('all')]),
  }),
  z.object({
    type: z.literal('deny'),
    participantId: z.union([participantId, z.literal('all')]),
  }),
  /** Mute one person, or everyone but the moderators ('all'). */
  z.object({
    type: z.literal('mute'),
    participantId: z.union([participantId, z.literal('all')]),
  }),
  z.object({
    type: z.literal('remove'),
    participantId,
    reason: textField('reason')
      .trim()
      .max(
        ROOM_REMOVAL_REASON_MAX_LENGTH,
        `the reason is at most ${ROOM_REMOVAL_REASON_MAX_LENGTH} characters`,
      )
      .optional(),
  }),
  /** Change any of the room's settings. */
  z.object({
    type: z.literal('settings'),
    settings: roomSettingsSchema.partial(),
  }),
  /** Invite someone watching on stage, or send someone on stage back to the audience. */
  z.object({ type: z.literal('stage'), participantId, onStage: z.boolean() }),
  /** Host only: name or un-name a co-host. */
  z.object({ type: z.literal('cohost'), participantId, cohost: z.boolean() }),
  /** Start or stop recording the meeting (docs/recording.md). */
  z.object({ type: z.literal('record'), on: z.boolean() }),
  /** Host only: end the meeting for everyone. */
  z.object({ type: z.literal('end') }),
]);
export type RoomClientMessage = z.infer<typeof roomClientMessageSchema>;
export type RoomClientMessageType = RoomClientMessage['type'];

// ---- server → client ----------------------------------------------------------------------

/** Codes of the socket's error frames and closing reasons (texts in roomErrorMessages). */
export const ROOM_SOCKET_ERRORS = [
  'TICKET_INVALID',
  'BAD_MESSAGE',
  'TOO_FAST',
  'NOT_MODERATOR',
  'MIC_LOCKED',
  'PARTICIPANT_NOT_FOUND',
  'ROOM_FULL',
  'ROOM_LOCKED',
  'AUDIENCE_FULL',
  'STAGE_FULL',
  'NOT_ON_STAGE',
  'AUDIENCE_CHAT_OFF',
  'REMOVED',
  'DENIED',
  'MEETING_ENDED',
  'RECORDING_NOT_IN_PLAN',
  'RECORDING_STORAGE_FULL',
  'RECORDING_UNAVAILABLE',
] as const;
export const roomSocketErrorSchema = z.enum(ROOM_SOCKET_ERRORS);
export type RoomSocketError = z.infer<typeof roomSocketErrorSchema>;

export const roomServerMessageSchema = z.discriminatedUnion('type', [
  /** In the waiting room: the host or a co-host decides. */
  z.object({ type: z.literal('waiting') }),
  /** In the room: everything needed to show it and connect to everyone. */
  z.object({
    type: z.literal('welcome'),
    self: roomParticipantSchema,
    participants: z.array(roomParticipantSchema),
    /** Moderators only; others get []. */
    waiting: z.array(roomWaiterSchema),
    chat: z.array(roomChatMessageSchema),
    settings: roomSettingsSchema,
    iceServers: iceServerListSchema,
    mediaMode: roomMediaModeSchema,
    /** This participant's way into the room's VideoRoom; null in a peer-to-peer room. */
    sfu: roomSfuAccessSchema.nullable(),
    /** The audience only: how to watch the stage. */
    watch,
    /** How many people the room holds, and why not more. */
    capacity: roomCapacitySchema,
    /** People watching now (moderators find them by name in `participants`). */
    audience: z.number().int().nonnegative(),
    /** The recording running now, or null. */
    recording: roomRecordingSchema.nullable(),
    /** Moderators only: whether they may start a recording now. */
    recordable: roomRecordableSchema.optional(),
  }),
  /** A fresh ticket for reconnecting and reloading (on the SFU: a fresh Janus token too). */
  z.object({
    type: z.literal('ticket'),
    ticket: z.string().min(1),
    expiresAt: z.number().int(),
    sfu: roomSfuAccessSchema.nullable().optional(),
    watch,
    /**
     * In the room: the ICE servers again, with fresh TURN credentials (they expire), for the
     * next ICE restart of someone who stays longer than they last.
     */
    iceServers: iceServerListSchema.optional(),
  }),
  /**
   * The room's media changed (personal: the access is this participant's): moved to the SFU
   * (ok + access), its Janus node went away (reconnecting, null), the room was recreated (ok +
   * fresh access), it stayed down (unavailable, null; or back to 'mesh' when small enough).
   */
  z.object({
    type: z.literal('media'),
    mediaMode: roomMediaModeSchema,
    state: roomSfuStateSchema,
    sfu: roomSfuAccessSchema.nullable(),
    /** The audience: the stage's streams changed (someone started or stopped publishing). */
    watch,
  }),
  /** How many watch now (everyone; moderators also get the audience's joined and left). */
  z.object({
    type: z.literal('audience'),
    count: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('joined'), participant: roomParticipantSchema }),
  z.object({ type: z.literal('updated'), participant: roomParticipantSchema }),
  z.object({ type: z.literal('left'), participantId }),
  /** Moderators: who waits now (a new knock plays a sound). */
  z.object({ type: z.literal('waiters'), waiting: z.array(roomWaiterSchema) }),
  z.object({
    type: z.literal('signal'),
    from: participantId,
    description: sessionDescriptionSchema.optional(),
    candidate: iceCandidateSchema.optional(),
  }),
  z.object({ type: z.literal('chat'), message: roomChatMessageSchema }),
  z.object({
    type: z.literal('reaction'),
    from: participantId,
    reaction: roomReactionSchema,
  }),
  z.object({ type: z.literal('settings'), settings: roomSettingsSchema }),
  /**
   * Everyone, the audience too: a recording started (`recording` set) or ended (null, and why);
   * moderators also get whether they may start one now.
   */
  z.object({
    type: z.literal('recording'),
    recording: roomRecordingSchema.nullable(),
    stopped: roomRecordingStopSchema.optional(),
    recordable: roomRecordableSchema.optional(),
  }),
  /** Watching: a moderator invites you on stage (answer with `stage-answer`). */
  z.object({ type: z.literal('stage-invite'), by: z.string() }),
  /** A moderator muted you: stop sending audio (you may unmute unless the mic lock holds). */
  z.object({ type: z.literal('muted'), by: z.string() }),
  /** You were removed: leave for /kick?reason=… and do not reconnect. */
  z.object({ type: z.literal('removed'), reason: z.string() }),
  /** The waiting room turned you away. */
  z.object({ type: z.literal('denied') }),
  z.object({ type: z.literal('ended') }),
  /** A refused frame or entry: `code` says which (closing ones end the socket). */
  z.object({
    type: z.literal('error'),
    code: roomSocketErrorSchema,
    message: z.string(),
  }),
]);
export type RoomServerMessage = z.infer<typeof roomServerMessageSchema>;
export type RoomServerMessageOf<T extends RoomServerMessage['type']> = Extract<
  RoomServerMessage,
  { type: T }
>;

/** WebSocket close codes the room uses (4000–4999 are the application's). */
export const ROOM_CLOSE_CODES = {
  /** Ticket missing, forged, expired or bound to another browser: join again. */
  ticketInvalid: 4001,
  removed: 4003,
  denied: 4004,
  ended: 4010,
  /** The same participant connected again (another tab or a reconnect): this one is stale. */
  replaced: 4009,
  full: 4029,
  locked: 4023,
} as const;
