// The room bus on Redis (REDIS_URL): a module of its own so that ioredis is loaded only when a
// deployment has one.
import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { BusMessage, RoomBus } from './room-bus';

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
