// Fan-out between instances: every change is an event, applied here at once and published to
// the others, each instance telling its own sockets. Instances say they are alive; the people of
// one that went quiet are dropped, and one that (re)subscribes is told everyone again.
import type { FastifyBaseLogger } from 'fastify';
import type { BusMessage, RoomBus, RoomEvent } from './room-bus';
import { send, tellModerators } from './hub-delivery';
import type { RoomParticipant } from '@ruume/contracts';
import {
  type Connection,
  type Entry,
  insiders,
  type Replica,
  type Replicas,
} from './hub-state';

/** Instances say they are alive this often… */
export const HEARTBEAT_MS = 5_000;
/** …and the people of one not heard from for this long are gone. */
export const INSTANCE_EXPIRY_MS = 15_000;
/** How long the api's start waits for the room events' subscription. */
const SUBSCRIBE_WAIT_MS = 2_000;

export type Fanout = ReturnType<typeof createFanout>;

export interface FanoutHandlers {
  /** Applies an event to this instance's replica (hub-events.ts). */
  apply(message: BusMessage): void;
  /** Runs with every heartbeat (the seats' lease renewal, the watchers' rebalance). */
  beat(): void;
}

export function createFanout(deps: {
  bus: RoomBus;
  instance: string;
  replicas: Replicas;
  log: FastifyBaseLogger;
}) {
  const { bus, instance, replicas } = deps;
  const lastHeard = new Map<string, number>();
  let shuttingDown = false;
  let heartbeat: NodeJS.Timeout | null = null;
  // Given by start(): the parts that apply events are built on this fan-out.
  let handlers: FanoutHandlers | null = null;

  function applyHere(message: BusMessage): void {
    if (!handlers) throw new Error('room events before the hub started');
    handlers.apply(message);
  }

  /** Applies an event here and tells the other instances. */
  function emit(
    replica: Pick<Replica, 'roomId' | 'occurrenceId'>,
    event: RoomEvent,
  ): void {
    if (shuttingDown) return;
    const message = {
      from: instance,
      roomId: replica.roomId,
      occurrenceId: replica.occurrenceId,
      ...event,
    } as BusMessage;
    applyHere(message);
    bus.publish(message);
  }

  function receive(message: BusMessage): void {
    if (message.from === instance) return;
    lastHeard.set(message.from, Date.now());
    if (message.kind === 'sync') {
      reannounce();
      return;
    }
    if (message.kind === 'heartbeat') return;
    applyHere(message);
  }

  /** Announces this instance's people again (another instance just subscribed). */
  function reannounce(): void {
    for (const replica of replicas.all()) {
      const base = {
        from: instance,
        roomId: replica.roomId,
        occurrenceId: replica.occurrenceId,
      };
      if (replica.local.size > 0) {
        bus.publish({
          ...base,
          kind: 'settings',
          settings: replica.settings,
          cohosts: [...replica.cohosts],
        });
      }
      for (const entry of replica.members.values()) {
        if (entry.instance === instance)
          bus.publish({ ...base, kind: 'member', member: entry.info });
      }
      for (const entry of replica.waiters.values()) {
        if (entry.instance === instance)
          bus.publish({ ...base, kind: 'waiter', waiter: entry.info });
      }
    }
  }

  /** Drops the people of instances that stopped saying they are alive. */
  function expire(): void {
    const now = Date.now();
    const dead = (entry: Entry<unknown>) =>
      entry.instance !== instance &&
      now - (lastHeard.get(entry.instance) ?? 0) > INSTANCE_EXPIRY_MS;
    for (const replica of replicas.all()) {
      for (const [id, entry] of replica.members) {
        if (!dead(entry)) continue;
        replica.members.delete(id);
        for (const connection of insiders(replica)) {
          send(connection, { type: 'left', participantId: id });
        }
      }
      let waitersChanged = false;
      for (const [id, entry] of replica.waiters) {
        if (!dead(entry)) continue;
        replica.waiters.delete(id);
        waitersChanged = true;
      }
      if (waitersChanged) tellModerators(replica);
      replicas.forget(replica);
    }
    for (const [id, heard] of lastHeard) {
      if (now - heard > 10 * INSTANCE_EXPIRY_MS) lastHeard.delete(id);
    }
  }

  return {
    emit,

    /** Publishes as they are messages this instance applied itself (the block's end and expel). */
    broadcast(messages: BusMessage[]): void {
      if (shuttingDown) return;
      for (const message of messages) {
        applyHere(message);
        bus.publish(message);
      }
    },

    /** A signal for a socket of another instance (hub-signalling.ts); not applied here. */
    publish: (message: BusMessage) => bus.publish(message),

    get shuttingDown() {
      return shuttingDown;
    },

    /** Someone this instance holds changed (media, hand, mute, stage): everyone is told. */
    announce(
      replica: Replica,
      connection: Connection,
      change: Partial<RoomParticipant>,
    ): void {
      const entry = replica.members.get(connection.ticket.participantId);
      if (!entry) return;
      emit(replica, {
        kind: 'member',
        member: {
          ...entry.info,
          participant: { ...entry.info.participant, ...change },
        },
      });
    },

    /**
     * Subscribes to the other instances and starts saying this one is alive; from now on
     * events are applied (to this instance's replicas) by `apply`.
     */
    async start(next: FanoutHandlers): Promise<void> {
      handlers = next;
      const subscribing = bus
        .subscribe({
          message: receive,
          ready: () => bus.publish({ from: instance, kind: 'sync' }),
        })
        .catch((err: unknown) =>
          deps.log.warn({ err }, 'room events: could not subscribe yet'),
        );
      // A Redis that does not answer does not hold the api's start up for long: the
      // subscription comes when it does, and the others are asked to announce then.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        subscribing,
        new Promise((resolve) => {
          waited = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      heartbeat = setInterval(() => {
        bus.publish({ from: instance, kind: 'heartbeat' });
        expire();
        next.beat();
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },

    /** No more events leave this instance (its sockets are closing). */
    stopEmitting(): void {
      shuttingDown = true;
    },

    async close(): Promise<void> {
      shuttingDown = true;
      if (heartbeat) clearInterval(heartbeat);
      await bus.close();
    },
  };
}
