// The replicated state of the rooms as this instance knows them: a replica of every occurrence
// someone is in (who is in, who waits, the settings, shared with the other instances over the
// room bus) and the sockets connected here. Plain data and the questions asked of it; the
// events that change it are in hub-events.ts.
import {
  isModerator,
  isOnStage,
  type RoomMediaMode,
  type RoomParticipant,
  type RoomRecording,
  type RoomRole,
  type RoomSettings,
  type RoomSfuState,
  type RoomWaiter,
} from '@ruume/contracts';
import type { WebSocket } from 'ws';
import { type RoomOccurrenceRow, settingsOf } from '../repository';
import type { MemberInfo, WaiterInfo } from './room-bus';
import type { TicketPayload } from '../entry/tickets';

/** Why the server closed a socket itself (its close handler then does nothing more). */
export type Closing =
  | 'replaced'
  | 'removed'
  | 'denied'
  | 'ended'
  | 'left'
  | 'refused'
  | 'shutdown';

/** One socket of this instance, once its ticket was accepted. */
export interface Connection {
  socket: WebSocket;
  ticket: TicketPayload;
  state: 'waiting' | 'in';
  role: RoomRole;
  closing: Closing | null;
  /** Frames of one socket are handled one after the other (chat keeps its order). */
  queue: Promise<void>;
  refresh: NodeJS.Timeout | null;
}

export interface Entry<T> {
  info: T;
  /** The instance whose socket it is. */
  instance: string;
}

export interface Replica {
  roomId: string;
  occurrenceId: string;
  /**
   * How many people it holds (the tier's cap, or the mesh's without an SFU); 0 until a socket of
   * this instance loaded the room.
   */
  capacity: number;
  /** The host's tier cap (the SFU room's size). */
  tierParticipants: number;
  /** The host's tier's audience cap (0: no audience). */
  audienceCapacity: number;
  /** The room's media as its last `media` event here said (null: none yet), and how many came. */
  media: { mediaMode: RoomMediaMode; state: RoomSfuState } | null;
  mediaVersion: number;
  settings: RoomSettings;
  /** The recording running now (docs/recording.md); undefined until this instance read it. */
  recording?: RoomRecording | null;
  cohosts: Set<string>;
  members: Map<string, Entry<MemberInfo>>;
  waiters: Map<string, Entry<WaiterInfo>>;
  local: Map<string, Connection>;
}

const defaultSettings = (): RoomSettings => ({
  locked: false,
  waitingRoom: false,
  micLocked: false,
  audience: true,
  audienceChat: true,
});

export const sameSettings = (a: RoomSettings, b: RoomSettings) =>
  (Object.keys(a) as Array<keyof RoomSettings>).every(
    (key) => a[key] === b[key],
  );

export type Replicas = ReturnType<typeof createReplicas>;

/** Every occurrence this instance knows of, by occurrence id. */
export function createReplicas() {
  const replicas = new Map<string, Replica>();

  return {
    get: (occurrenceId: string) => replicas.get(occurrenceId),
    all: () => [...replicas.values()],
    delete: (occurrenceId: string) => replicas.delete(occurrenceId),

    /** The replica of an occurrence, made empty on first mention. */
    of(roomId: string, occurrenceId: string): Replica {
      let replica = replicas.get(occurrenceId);
      if (!replica) {
        replica = {
          roomId,
          occurrenceId,
          capacity: 0,
          tierParticipants: 0,
          audienceCapacity: 0,
          media: null,
          mediaVersion: 0,
          settings: defaultSettings(),
          cohosts: new Set(),
          members: new Map(),
          waiters: new Map(),
          local: new Map(),
        };
        replicas.set(occurrenceId, replica);
      }
      return replica;
    },

    /** Drops a replica nobody is in, waits in or is connected to any more. */
    forget(replica: Replica) {
      if (
        replica.local.size === 0 &&
        replica.members.size === 0 &&
        replica.waiters.size === 0
      ) {
        replicas.delete(replica.occurrenceId);
      }
    },
  };
}

export const roleOf = (
  replica: Replica,
  participantId: string,
  ticketRole: TicketPayload['role'],
): RoomRole =>
  ticketRole === 'host' || ticketRole === 'audience'
    ? ticketRole
    : replica.cohosts.has(participantId)
      ? 'cohost'
      : 'participant';

/** Takes the stored settings and co-hosts of an occurrence (a socket here read them). */
export const loadStored = (
  replica: Replica,
  row: RoomOccurrenceRow,
  capacity: {
    participants: number;
    tierParticipants: number;
    audience: number;
  },
) => {
  replica.capacity = capacity.participants;
  replica.tierParticipants = capacity.tierParticipants;
  replica.audienceCapacity = capacity.audience;
  replica.settings = settingsOf(row);
  replica.cohosts = new Set(row.cohosts);
};

/** The occurrence as the media layer knows it. */
export const roomOf = (replica: Replica) => ({
  roomId: replica.roomId,
  occurrenceId: replica.occurrenceId,
  tierParticipants: replica.tierParticipants,
});

/** This instance's sockets of people in the room (not waiting). */
export const insiders = (replica: Replica) =>
  [...replica.local.values()].filter((c) => c.state === 'in');

export const moderatorsHere = (replica: Replica) =>
  insiders(replica).filter((c) => isModerator(c.role));

/** This instance's sockets of people on the stage (moderators and participants). */
export const stageHere = (replica: Replica) =>
  insiders(replica).filter((c) => isOnStage(c.role));

/** This instance's sockets of people in the audience. */
export const audienceHere = (replica: Replica) =>
  insiders(replica).filter((c) => !isOnStage(c.role));

/** People in the room on the stage, and in the audience (every instance). */
export function headcount(replica: Replica | undefined) {
  let audience = 0;
  for (const entry of replica?.members.values() ?? [])
    if (!isOnStage(entry.info.participant.role)) audience++;
  return { stage: (replica?.members.size ?? 0) - audience, audience };
}

/**
 * Whether `viewer` hears of `participant` by name: everyone sees the stage; the audience is
 * a count, except to moderators (and each watcher sees themself).
 */
export const seesByName = (viewer: Connection, participant: RoomParticipant) =>
  isOnStage(participant.role) ||
  isModerator(viewer.role) ||
  viewer.ticket.participantId === participant.id;

export const waitingList = (replica: Replica): RoomWaiter[] =>
  [...replica.waiters.values()]
    .map((entry) => entry.info.waiter)
    .sort((a, b) => a.since - b.since);

/**
 * The participant as they enter; someone coming back (reload, another instance) keeps their
 * state, someone moving between the stage and the audience starts afresh (their joining time
 * kept).
 */
export function participantEntering(
  replica: Replica,
  connection: Connection,
  handRaised: boolean,
  moved: boolean,
): RoomParticipant {
  const { participantId } = connection.ticket;
  const was = replica.members.get(participantId)?.info.participant;
  const before = moved ? undefined : was;
  return {
    id: participantId,
    displayName: connection.ticket.displayName,
    role: connection.role,
    avatarUrl: connection.ticket.avatarUrl,
    audio: before?.audio ?? false,
    video: before?.video ?? false,
    screen: before?.screen ?? false,
    handRaised: before?.handRaised ?? handRaised,
    joinedAt: was?.joinedAt ?? Date.now(),
  };
}
