// The live room's state and what changes it (room-state.ts reduces them): where the person is,
// who is in, the chat, the room's media and the notices, and the actions of the socket, the
// connection and the person's own toggles.
import type {
  IceServer,
  RoomCapacity,
  RoomChatMessage,
  RoomMediaMode,
  RoomParticipant,
  RoomReaction,
  RoomRecordable,
  RoomRecordingStop,
  RoomServerMessage,
  RoomSettings,
  RoomSfuAccess,
  RoomSfuState,
  RoomSocketError,
  RoomWaiter,
  RoomWatchAccess,
} from '@ruume/contracts';
import type { DeviceProblem } from '../devices/acquire-devices';

/** Where the person is, from opening the socket to leaving. */
export type RoomPhase =
  | 'connecting'
  | 'waiting'
  | 'in-room'
  | 'reconnecting'
  /** The host removed them: the page leaves for /kick. */
  | 'removed'
  | 'denied'
  | 'ended'
  /** Another tab took over this person's place. */
  | 'replaced'
  /** The ticket is missing, expired or forged: back to the lobby to join again. */
  | 'ticket-invalid'
  /** The room refused the entry (full, locked). */
  | 'refused'
  /** The socket could not be reached after every retry. */
  | 'failed'
  | 'left';

/** How a connection ended for good (no reconnecting after these). */
export type RoomEnding = Extract<
  RoomPhase,
  | 'removed'
  | 'denied'
  | 'ended'
  | 'replaced'
  | 'ticket-invalid'
  | 'refused'
  | 'failed'
  | 'left'
>;

export const TERMINAL_PHASES: ReadonlySet<RoomPhase> = new Set<RoomPhase>([
  'removed',
  'denied',
  'ended',
  'replaced',
  'ticket-invalid',
  'refused',
  'failed',
  'left',
]);

/** A reaction floating over the stage for a few seconds. */
export interface FloatingReaction {
  id: string;
  from: string;
  reaction: RoomReaction;
  at: number;
}

/** Our own device the browser would not open, or a screen it would not share. */
export interface OwnDeviceProblem {
  device: 'camera' | 'microphone' | 'screen';
  problem: DeviceProblem;
}

/**
 * What a notice says: muted by the host, a refused action, a device or screen the browser
 * refused, a recording started or stopped.
 */
export type RoomNoticeBody =
  | { kind: 'muted'; message: string }
  | { kind: 'error'; code: RoomSocketError; message: string }
  | ({ kind: 'device-problem' } & OwnDeviceProblem)
  | { kind: 'recording-started'; by: string }
  | { kind: 'recording-stopped'; stop: RoomRecordingStop };

/** A short message for the person (a toast); `seq` tells a new one from the last. */
export type RoomNotice = RoomNoticeBody & { seq: number };

/** The recording running now, as the server says it, and when it started on this browser's clock. */
export interface LiveRecording {
  by: string;
  /** Server clock (ms). */
  startedAt: number;
  /** This browser's clock (ms): the badge counts from it, whatever the two clocks differ by. */
  since: number;
}

export interface LiveRoomState {
  phase: RoomPhase;
  /** Reconnection attempts since the connection dropped. */
  attempt: number;
  self: RoomParticipant | null;
  /** Everyone else in the room, in joining order. */
  others: RoomParticipant[];
  /** Moderators only: who knocks. */
  waiting: RoomWaiter[];
  /** Grows each time someone new starts waiting (the page plays a tone on change). */
  knocks: number;
  chat: RoomChatMessage[];
  settings: RoomSettings;
  iceServers: IceServer[];
  mediaMode: RoomMediaMode;
  /** On the SFU: this participant's access (null while it is away, or in a mesh room). */
  sfu: RoomSfuAccess | null;
  /** On the SFU: 'ok', 'reconnecting' (the node went away) or 'unavailable' (it stayed down). */
  sfuState: RoomSfuState | null;
  /** How many people the room holds, and why not more (the host is told when no SFU). */
  capacity: RoomCapacity | null;
  /** People watching (the audience), whom moderators also find by name in `others`. */
  audience: number;
  /** In the audience: the way to watch the stage (null: none now). */
  watch: RoomWatchAccess | null;
  /** Watching, invited on stage by a moderator (`by`) and not yet answered. */
  stageInvite: { by: string } | null;
  reactions: FloatingReaction[];
  /** The meeting is being recorded (everyone, the audience too, is told). */
  recording: LiveRecording | null;
  /** Moderators: whether they may start a recording now (null: not told, not a moderator). */
  recordable: RoomRecordable | null;
  removedReason: string | null;
  /** The error that refused the entry (full, locked), for the 'refused' screen. */
  refusal: { code: RoomSocketError; message: string } | null;
  notice: RoomNotice | null;
}

/** What the connection says about itself (see room-connection.ts). */
export type ConnectionStatus =
  | { state: 'connecting'; attempt: number }
  | { state: 'open' }
  | { state: 'reconnecting'; attempt: number; delayMs: number }
  | { state: 'closed'; ending: RoomEnding; code?: number };

export type RoomAction =
  | { type: 'frame'; frame: RoomServerMessage; at: number }
  | { type: 'connection'; status: ConnectionStatus }
  /** Own toggles shown at once, before the server echoes them. */
  | {
      type: 'self-changed';
      patch: Partial<
        Pick<RoomParticipant, 'audio' | 'video' | 'screen' | 'handRaised'>
      >;
    }
  | { type: 'reaction-expired'; id: string }
  /** Turning on a camera or microphone, or sharing a screen, failed in the browser. */
  | ({ type: 'device-problem' } & OwnDeviceProblem)
  /** The invitation on stage was answered (the server's welcome follows a yes). */
  | { type: 'stage-answered' }
  /** 'use here' and 'try again' start over. */
  | { type: 'restart' };
