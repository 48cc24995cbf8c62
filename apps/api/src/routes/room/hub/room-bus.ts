// How the api instances of one deployment tell each other what happens in their rooms. Each
// instance applies its own events at once and publishes them; the others apply what they
// receive. Without REDIS_URL the api is one instance and publishing goes nowhere; with it,
// redis-room-bus.ts.
import type {
  RoomChatMessage,
  RoomMediaMode,
  RoomParticipant,
  RoomReaction,
  RoomRecording,
  RoomRecordingStop,
  RoomServerMessageOf,
  RoomSettings,
  RoomSfuState,
  RoomWaiter,
} from '@ruume/contracts';
import type { TicketPayload } from '../entry/tickets';

/** Someone in a room, as the instances share them. */
export interface MemberInfo {
  participant: RoomParticipant;
  /** What the ticket says (co-hosts are named by the room's settings). */
  ticketRole: TicketPayload['role'];
  userId: string | null;
  deviceHash: string;
}

export interface WaiterInfo {
  waiter: RoomWaiter;
  userId: string | null;
  deviceHash: string;
}

type Signal = Omit<RoomServerMessageOf<'signal'>, 'type'>;

/** What one instance tells the others about one occurrence (`occurrenceId`) of a room. */
export type RoomEvent =
  | { kind: 'member'; member: MemberInfo }
  | { kind: 'gone'; participantId: string }
  | { kind: 'waiter'; waiter: WaiterInfo }
  | { kind: 'decision'; participantId: string; admitted: boolean }
  | { kind: 'replace'; participantId: string }
  | { kind: 'chat'; message: RoomChatMessage }
  | { kind: 'signal'; to: string; signal: Signal }
  | { kind: 'reaction'; participantId: string; reaction: RoomReaction }
  | { kind: 'settings'; settings: RoomSettings; cohosts: string[] }
  | { kind: 'mute'; participantId: string; by: string }
  | { kind: 'remove'; participantId: string; reason: string }
  /** A moderator invited someone watching on stage (`by`), or sent someone back (docs/audience.md). */
  | { kind: 'invite'; participantId: string; by: string }
  | { kind: 'unstage'; participantId: string }
  /** The room's media changed (moved to the SFU, its node gone or back, given up). */
  | { kind: 'media'; mediaMode: RoomMediaMode; state: RoomSfuState }
  /** A recording started (set) or ended (null, and why): docs/recording.md. */
  | {
      kind: 'recording';
      recording: RoomRecording | null;
      stopped?: RoomRecordingStop;
    }
  | { kind: 'end' };

export type BusMessage =
  | ({
      from: string;
      roomId: string;
      occurrenceId: string;
    } & RoomEvent)
  /** I am alive (and every entry I announced is). */
  | { from: string; kind: 'heartbeat' }
  /** I just (re)subscribed: announce your local people again. */
  | { from: string; kind: 'sync' }
  /** That account was blocked: close its sockets, whatever room they are in. */
  | { from: string; kind: 'expel'; userId: string };

export interface RoomBus {
  publish(message: BusMessage): void;
  /** Messages of other instances; `ready` runs each time the subscription is (re)established. */
  subscribe(handlers: {
    message(message: BusMessage): void;
    ready(): void;
  }): Promise<void>;
  close(): Promise<void>;
}

/** One instance: nobody else to tell. */
export function createLocalRoomBus(): RoomBus {
  return {
    publish() {
      // Single instance: the publisher applied the event itself.
    },
    async subscribe({ ready }) {
      ready();
    },
    async close() {
      // Nothing to release.
    },
  };
}
