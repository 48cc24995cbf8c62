import { Redis, type RedisOptions } from 'ioredis';
import type { Invalidation, InvalidationChannel } from './channel';

export interface RedisChannelOptions {
  /** Prefixes every key and the pub/sub channel, so deployments (and test runs) can share a Redis. */
  prefix?: string;
}

// Atomic on the server, so a barrier number is published exactly once and in order.
const BARRIER = `local n = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', KEYS[2], 'b:' .. n)
return n`;
// A lease never goes back: the acknowledged barrier only grows while the key lives.
const RENEW = `local acked = tonumber(redis.call('GET', KEYS[1]) or '0')
redis.call('SET', KEYS[1], math.max(acked, tonumber(ARGV[1])), 'PX', ARGV[2])
redis.call('SADD', KEYS[2], ARGV[3])
return 1`;
// Live leases behind barrier ARGV[1]; members whose key expired are dropped on the way.
const PENDING = `local count = 0
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local acked = redis.call('GET', ARGV[2] .. id)
  if not acked then
    redis.call('SREM', KEYS[1], id)
  elseif tonumber(acked) < tonumber(ARGV[1]) then
    count = count + 1
  end
end
return count`;

/** How long a command may take from the call to its answer, sent or still queued. */
const COMMAND_DEADLINE_MS = 5000;

/**
 * Pub/sub on Redis; leases are keys with a TTL on Redis's clock, barrier numbers come from
 * INCR. The database does not publish here: writers publish what they changed after their
 * commit (publish()), then a barrier, on one connection, so every subscriber receives a
 * writer's changes before the barrier the writer waits for.
 */
export function createRedisChannel(
  url: string,
  { prefix = 'ruume:' }: RedisChannelOptions = {},
): InvalidationChannel {
  const channelName = `${prefix}session-cache`;
  const seqKey = `${prefix}session-cache:seq`;
  const leasesKey = `${prefix}session-cache:leases`;
  const leasePrefix = `${prefix}session-cache:lease:`;
  const common: RedisOptions = {
    connectTimeout: 5000,
    // A write waits for Redis at most this long before its request fails.
    commandTimeout: 5000,
    maxRetriesPerRequest: 1,
  };
  const commands = new Redis(url, {
    ...common,
    lazyConnect: true,
    connectionName: `${prefix}commands`,
  });
  // Reconnects by itself; a failure shows in the command that hit it.
  commands.on('error', () => undefined);
  /**
   * A command that has not even been sent (queued while the connection is not ready) has no
   * commandTimeout: bounded here, so a wedged connection fails the call instead of waiting
   * forever, and the connection is made afresh for the next one (seen at the start of a busy
   * `npm test`: a lease write pending for over a minute, the cache off all that time).
   */
  const answered = async <T>(command: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        commands.disconnect(true);
        reject(new Error('Redis did not answer in time; reconnecting'));
      }, COMMAND_DEADLINE_MS);
    });
    try {
      return await Promise.race([command, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const subscribers = new Set<Redis>();

  return {
    async subscribe({ message, lost }) {
      // No reconnection: a dropped subscriber may have missed messages, so the cache is told
      // (lost) and subscribes afresh on a new connection.
      const subscriber = new Redis(url, {
        ...common,
        lazyConnect: true,
        retryStrategy: () => null,
        enableOfflineQueue: false,
        connectionName: `${prefix}subscriber`,
      });
      subscribers.add(subscriber);
      let stopped = false;
      const stop = () => {
        stopped = true;
        subscribers.delete(subscriber);
        subscriber.disconnect();
      };
      const drop = (error: unknown) => {
        if (stopped) return;
        stop();
        lost(error);
      };
      subscriber.on('error', drop);
      subscriber.on('close', () =>
        drop(new Error('Redis subscriber connection closed')),
      );
      subscriber.on('message', (channel: string, payload: string) => {
        if (channel === channelName && !stopped) message(payload);
      });
      try {
        await subscriber.connect();
        await subscriber.subscribe(channelName);
      } catch (error) {
        stop();
        throw error;
      }
      // Dropped while subscribing: `lost` has been called already; this attempt did not listen.
      if (stopped) throw new Error('Redis subscriber connection closed');
      return async () => {
        if (stopped) return;
        stopped = true;
        subscribers.delete(subscriber);
        await subscriber.quit().catch(() => subscriber.disconnect());
      };
    },

    async publish(messages: Invalidation[]) {
      if (messages.length === 0) return;
      const pipeline = commands.multi();
      for (const payload of new Set(messages))
        pipeline.publish(channelName, payload);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (failed) throw failed;
    },

    async renewLease(instanceId, ackedSeq, leaseMs) {
      await answered(
        commands.eval(
          RENEW,
          2,
          leasePrefix + instanceId,
          leasesKey,
          ackedSeq,
          Math.ceil(leaseMs),
          instanceId,
        ),
      );
    },

    async releaseLease(instanceId) {
      await commands
        .multi()
        .del(leasePrefix + instanceId)
        .srem(leasesKey, instanceId)
        .exec();
    },

    async barrier() {
      return Number(
        await answered(commands.eval(BARRIER, 2, seqKey, channelName)),
      );
    },

    async pending(seq) {
      return Number(
        await commands.eval(PENDING, 1, leasesKey, seq, leasePrefix),
      );
    },

    async close() {
      for (const subscriber of subscribers) subscriber.disconnect();
      subscribers.clear();
      if (commands.status === 'wait' || commands.status === 'end') {
        commands.disconnect();
        return;
      }
      await commands.quit().catch(() => commands.disconnect());
    },
  };
}
