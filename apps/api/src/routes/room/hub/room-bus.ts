// How the api instances of one deployment tell each other what happens in their rooms. Each
// instance applies its own events at once and publishes them; the others apply what they
// receive. Without REDIS_URL the api is one instance and publishing goes nowhere.
import { Redis, type RedisOptions } from 'ioredis';
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
import type { FastifyBaseLogger } from 'fastify';
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

/** Redis pub/sub on one channel for every room of the deployment (under the key prefix). */
export function createRedisRoomBus(
  url: string,
  options: { prefix: string; log: FastifyBaseLogger },
): RoomBus {
  const channel = `${options.prefix}room-events`;
  const common: RedisOptions = {
    connectTimeout: 5000,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  };
  const publisher = new Redis(url, {
    ...common,
    connectionName: `${options.prefix}room-publisher`,
  });
  const subscriber = new Redis(url, {
    ...common,
    connectionName: `${options.prefix}room-subscriber`,
  });
  let warned = false;
  const warn = (err: unknown) => {
    // Once per outage: ioredis retries by itself.
    if (warned) return;
    warned = true;
    options.log.warn({ err }, 'room events: redis unavailable');
  };
  publisher.on('error', warn);
  subscriber.on('error', warn);
  publisher.on('ready', () => {
    warned = false;
  });

  return {
    publish(message) {
      publisher.publish(channel, JSON.stringify(message)).catch(warn);
    },
    async subscribe({ message, ready }) {
      subscriber.on('message', (from: string, text: string) => {
        if (from !== channel) return;
        let parsed: BusMessage;
        try {
          parsed = JSON.parse(text) as BusMessage;
        } catch {
          return;
        }
        message(parsed);
      });
      // ioredis subscribes again after a reconnect; messages in between may be lost, so the
      // others are asked to announce their people again.
      subscriber.on('ready', () => {
        warned = false;
        ready();
      });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel);
      ready();
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
