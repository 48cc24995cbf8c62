import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type {
  Invalidation,
  InvalidationChannel,
} from '../db/invalidation/channel';
import type { UserRow } from './user-repository';
import type { SessionRow } from './session-repository';

/** What the session check reads: the session and its user (null once the account is deleted). */
export interface CachedSession {
  session: SessionRow;
  user: UserRow | null;
}

/** A lease lives this long on the database's clock; renewed every RENEW_MS. */
const LEASE_MS = 5000;
const RENEW_MS = 1000;
/** An instance stops reading its cache this long before its lease could end (clock rates, pauses). */
const LEASE_MARGIN_MS = 1500;
const RETRY_MS = 1000;
/** An instance whose cache nobody read for this long lets its lease lapse (no idle writes). */
const IDLE_MS = 10_000;
/** A writer waits at most this long: by then every lease that has not acknowledged has expired. */
const SYNC_TIMEOUT_MS = LEASE_MS + 1000;

export interface SessionCacheOptions {
  /** Without a channel nothing is cached (and sync() has nothing to wait for). */
  channel?: InvalidationChannel;
  log: FastifyBaseLogger;
  ttlMs?: number;
  max?: number;
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * A short-lived in-process cache of session lookups (session id hash → session and user), so
 * the check on every private call needs no database round trip in the common case.
 *
 * Correct across instances without trusting timing:
 * - Every change to a session or user is published (PostgreSQL: triggers NOTIFY every UPDATE
 *   and DELETE; Redis: the writer publishes what it changed after its commit); each instance
 *   listens and drops the matching entries.
 * - A writer that revokes (or changes a user) calls sync(): it publishes a barrier after its
 *   commit and waits until every live lease has acknowledged it, i.e. every caching instance
 *   has applied the writer's invalidation. So the very next request, on any instance, reads
 *   the new state.
 * - An instance reads its cache only while it LISTENs and its lease is live (with a margin);
 *   a writer stops waiting for a lease only once it has expired. A dropped LISTEN connection
 *   clears the cache and stops caching until it is back.
 * - A lookup that overlapped any invalidation (or a reconnect) is not cached (epoch check).
 * - Unread for IDLE_MS, an instance stops renewing: its lease lapses, nothing is written while
 *   idle, and the first lookup after takes the lease again.
 */
export function createSessionCache({
  channel,
  log,
  ttlMs = 30_000,
  max = 10_000,
}: SessionCacheOptions) {
  const instanceId = randomUUID();
  const entries = new LRUCache<string, CachedSession>({ max, ttl: ttlMs });
  const now = () => performance.now();

  /** Bumped by every invalidation: a lookup is cached only if none happened meanwhile. */
  let epoch = 0;
  let listening = false;
  /** Bumped by every (re)subscription: a renewal started before it extends nothing. */
  let subscription = 0;
  let usableUntil = 0;
  /** The last lease write: how long it took and why it failed (diagnostics for a cache that stays off). */
  let lastRenewal: { tookMs: number; error?: string } | undefined;
  let subscribeError: string | undefined;
  let lastRead = now();
  let unsubscribe: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** Highest barrier received (every message before it applied) and highest written to the lease. */
  let received = 0;
  let acked = 0;
  const ackWaiters = new Set<{ seq: number; resolve(): void }>();

  const drop = () => {
    entries.clear();
    epoch++;
  };
  const usable = (): boolean => {
    if (listening && now() < usableUntil) return true;
    if (entries.size > 0) drop();
    return false;
  };

  function onMessage(payload: string): void {
    const id = payload.slice(2);
    switch (payload.slice(0, 2)) {
      case 'b:':
        received = Math.max(received, Number(id));
        void writeLease();
        return;
      case 's:':
        epoch++;
        entries.delete(id);
        return;
      case 'u:': {
        epoch++;
        const stale: string[] = [];
        for (const [key, value] of entries.entries()) {
          if (value.session.userId === id || value.user?.id === id)
            stale.push(key);
        }
        for (const key of stale) entries.delete(key);
        return;
      }
      default:
        drop();
    }
  }

  function onLost(error: unknown): void {
    log.warn(
      { err: error },
      'session cache: LISTEN connection lost, not caching until it is back',
    );
    listening = false;
    unsubscribe = undefined;
    usableUntil = 0;
    drop();
    // Writers need not wait for this instance's lease to expire.
    channel?.releaseLease(instanceId).catch(() => undefined);
    scheduleRetry();
  }

  let writing: Promise<void> | undefined;
  let dirty = false;
  /** Renews the lease and acknowledges the barriers received so far (coalesced). */
  function writeLease(): Promise<void> {
    dirty = true;
    if (writing) return writing;
    // Cleared in a `.then` (always later): a run that ends at once (called before listening,
    // e.g. a barrier delivered with the subscribe reply) must not leave a settled promise here,
    // which would block every later write (the cache then stayed off for good under load).
    const run = (async () => {
      try {
        while (dirty && listening && !closed && channel) {
          dirty = false;
          const seq = received;
          const generation = subscription;
          const started = now();
          await channel.renewLease(instanceId, seq, LEASE_MS);
          lastRenewal = { tookMs: Math.round(now() - started) };
          if (generation !== subscription || !listening) continue;
          // A lapse may have let a writer stop waiting for us: start afresh.
          if (now() >= usableUntil) drop();
          usableUntil = Math.max(
            usableUntil,
            started + LEASE_MS - LEASE_MARGIN_MS,
          );
          acked = Math.max(acked, seq);
          for (const waiter of ackWaiters) {
            if (waiter.seq <= acked) waiter.resolve();
          }
        }
        return true;
      } catch (error) {
        lastRenewal = { tookMs: -1, error: String(error) };
        log.warn({ err: error }, 'session cache: lease renewal failed');
        return false;
      }
    })().then((ok) => {
      if (writing !== run) return;
      writing = undefined;
      // Asked again between the loop's end and now: write again (after a failure, the
      // next renewal tick or lookup retries instead).
      if (ok && dirty && listening && !closed) void writeLease();
    });
    writing = run;
    return run;
  }

  async function subscribe(): Promise<void> {
    if (closed || !channel || listening) return;
    try {
      const stop = await channel.subscribe({
        message: onMessage,
        lost: onLost,
      });
      if (closed) {
        await stop();
        return;
      }
      unsubscribe = stop;
      subscription++;
      listening = true;
      subscribeError = undefined;
      // Lookups that began before LISTEN was active may have missed a change.
      drop();
      await writeLease();
      // Writers' barriers sent before we listened: acknowledged once ours arrives.
      await channel.barrier();
    } catch (error) {
      subscribeError = String(error);
      log.warn({ err: error }, 'session cache: cannot LISTEN, not caching');
      scheduleRetry();
    }
  }

  function scheduleRetry(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      starting = subscribe();
    }, RETRY_MS);
    retry.unref();
  }

  const renewal = setInterval(() => {
    if (listening && now() - lastRead < IDLE_MS) void writeLease();
  }, RENEW_MS);
  renewal.unref();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, ms));

  function ownAck(seq: number, timeoutMs: number): Promise<void> {
    if (acked >= seq) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const waiter = {
        seq,
        resolve: () => {
          clearTimeout(timer);
          ackWaiters.delete(waiter);
          resolve();
        },
      };
      const timer = setTimeout(waiter.resolve, timeoutMs);
      ackWaiters.add(waiter);
    });
  }

  return {
    instanceId,

    /** Starts listening in the background; the cache is used once the lease is written. */
    start(): void {
      starting ??= subscribe();
    },

    /** The cached lookup, or undefined (a miss, or the cache is not usable right now). */
    get(id: string): CachedSession | undefined {
      lastRead = now();
      if (usable()) return entries.get(id);
      // Back from idle (or a failed renewal): take the lease again; later lookups are cached.
      if (listening && !writing) void writeLease();
      return undefined;
    },

    /** Take before the database lookup, pass to set() after it. */
    ticket(): number {
      return epoch;
    },

    set(id: string, value: CachedSession, ticket: number): void {
      if (ticket === epoch && usable()) entries.set(id, value);
    },

    /**
     * Resolves once every live instance has applied the invalidations of the writes committed
     * before the call (bounded by SYNC_TIMEOUT_MS). Writers that revoke call it before answering,
     * with what they changed (published first where the database does not publish it).
     */
    async sync(changes: Invalidation[] = []): Promise<void> {
      if (!channel || closed) return;
      await channel.publish(changes);
      const seq = await channel.barrier();
      const deadline = now() + SYNC_TIMEOUT_MS;
      if (listening) await ownAck(seq, SYNC_TIMEOUT_MS);
      for (let delay = 1; (await channel.pending(seq)) > 0; ) {
        if (now() > deadline) {
          log.warn(
            { seq },
            'session cache: an instance did not acknowledge in time',
          );
          return;
        }
        await sleep(delay);
        delay = Math.min(delay * 2, 50);
      }
    },

    /** Publishes changes nobody waits for (a touched session); a failure is only logged. */
    notify(changes: Invalidation[]): void {
      // This instance's own copies go at once: its next request reads the row as written,
      // without waiting for the change to come back through the channel.
      for (const change of changes) onMessage(change);
      if (!channel || closed) return;
      channel.publish(changes).catch((error: unknown) => {
        log.warn({ err: error }, 'session cache: cannot publish a change');
      });
    },

    /** Whether lookups are cached right now (listening, lease live). */
    get active(): boolean {
      return listening && now() < usableUntil;
    },

    /** Why the cache is (not) in use: for logs and for tests that wait for it. */
    get diagnostics() {
      return {
        listening,
        usableForMs: Math.round(usableUntil - now()),
        lastRenewal,
        subscribeError,
        leaseMs: LEASE_MS,
        marginMs: LEASE_MARGIN_MS,
      };
    },

    get size(): number {
      return entries.size;
    },

    async close(): Promise<void> {
      closed = true;
      clearInterval(renewal);
      clearTimeout(retry);
      await starting;
      await writing;
      listening = false;
      drop();
      for (const waiter of ackWaiters) waiter.resolve();
      await unsubscribe?.().catch(() => undefined);
      await channel?.releaseLease(instanceId).catch(() => undefined);
    },
  };
}
