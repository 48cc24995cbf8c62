import type { FastifyBaseLogger } from 'fastify';
import { connectJanus, JANUS_ERROR, JanusError } from './janus-client';
import type { JanusNodeConfig } from './janus-config';
import { mintJanusToken } from './janus-tokens';
import { createStreamingAdmin } from './streaming';
import { createVideoRoomAdmin, VIDEOROOM_PLUGIN } from './videoroom';
import type { SfuNodeAdmin, SfuProvider } from '../sfu/sfu-provider';

interface NodeState {
  config: JanusNodeConfig;
  admin?: Promise<SfuNodeAdmin>;
  /** Known unreachable: its last connection failed or closed. */
  down: boolean;
}

export interface JanusSfuOptions {
  nodes: JanusNodeConfig[];
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

export function createJanusSfu(options: JanusSfuOptions): SfuProvider {
  const { log } = options;
  const nodes: NodeState[] = options.nodes.map((config) => ({
    config,
    down: false,
  }));
  const goneListeners: Array<(node: number, error: JanusError) => void> = [];
  let closed = false;

  const connect = async (index: number, node: NodeState) => {
    const connection = await connectJanus({
      url: node.config.url,
      apiSecret: node.config.apiSecret,
      timeoutMs: options.timeoutMs,
    });
    connection.onGone((error) => {
      node.admin = undefined;
      node.down = true;
      log.warn(`Janus node ${node.config.url} went away: ${error.message}`);
      for (const listener of goneListeners) listener(index, error);
    });
    try {
      const options = { adminKey: node.config.roomAdminKey };
      const admin = await createVideoRoomAdmin(connection, options);
      const streaming = await createStreamingAdmin(connection, options);
      node.down = false;
      return {
        ...admin,
        createMountpoint: streaming.createMountpoint,
        destroyMountpoint: streaming.destroyMountpoint,
        viewers: streaming.viewers,
        mountpointPorts: streaming.mountpointPorts,
        rekeyMountpoint: streaming.rekeyMountpoint,
        close: async () => {
          await streaming.close();
          await admin.close();
          await connection.close();
        },
      } satisfies SfuNodeAdmin;
    } catch (error) {
      await connection.close();
      throw error;
    }
  };

  /**
   * Janus forgets a session it did not hear from for 60 s (a paused process, a lost keepalive):
   * its requests answer 458. The admin then opens a fresh session and makes the request again;
   * whoever holds this admin keeps using it.
   */
  const renewingExpired = (index: number, first: SfuNodeAdmin) => {
    type Method = (...args: unknown[]) => Promise<unknown>;
    let inner = first as unknown as Record<string, Method>;
    const call = async (name: string, args: unknown[]) => {
      try {
        return await inner[name](...args);
      } catch (error) {
        const expired =
          error instanceof JanusError &&
          error.code === JANUS_ERROR.sessionNotFound;
        if (!expired || name === 'close') throw error;
        const stale = inner;
        inner = (await connect(index, nodeAt(index))) as unknown as Record<
          string,
          Method
        >;
        void stale.close().catch(() => undefined);
        return inner[name](...args);
      }
    };
    return Object.fromEntries(
      Object.keys(first).map((name) => [
        name,
        (...args: unknown[]) => call(name, args),
      ]),
    ) as unknown as SfuNodeAdmin;
  };

  const nodeAt = (index: number) => {
    const node = nodes[index];
    if (!node) throw new RangeError(`no Janus node ${index}`);
    return node;
  };

  const provider: SfuProvider = {
    nodeCount: nodes.length,
    sfu() {
      if (nodes.length === 0) {
        return { available: false, reason: 'not-configured' };
      }
      return nodes.some((node) => !node.down)
        ? { available: true }
        : { available: false, reason: 'unreachable' };
    },
    videoRoom(index) {
      const node = nodeAt(index);
      if (closed) {
        return Promise.reject(new JanusError('gone', 'media is closed'));
      }
      node.admin ??= connect(index, node).then(
        (admin) => renewingExpired(index, admin),
        (error: unknown) => {
          node.admin = undefined;
          node.down = true;
          throw error;
        },
      );
      return node.admin;
    },
    publicUrl(index) {
      const { config } = nodeAt(index);
      return config.publicUrl ?? config.url;
    },
    rtpHost(index) {
      return new URL(nodeAt(index).config.url).hostname;
    },
    clientToken(index, ttlSeconds, plugin = VIDEOROOM_PLUGIN) {
      return mintJanusToken(
        nodeAt(index).config.tokenSecret,
        ttlSeconds,
        Date.now(),
        plugin,
      );
    },
    onNodeGone(listener) {
      goneListeners.push(listener);
    },
    async close() {
      closed = true;
      await Promise.all(
        nodes.map(async (node) => {
          const admin = await node.admin?.catch(() => undefined);
          node.admin = undefined;
          await admin?.close();
        }),
      );
    },
  };
  // Connects at start, so a wrong address or secret is in the log at once.
  nodes.forEach((node, index) => {
    provider.videoRoom(index).then(
      () => log.debug(`SFU: Janus node ${node.config.url} connected`),
      (error: unknown) =>
        log.warn(
          `SFU: Janus node ${node.config.url} is not usable: ${(error as Error).message}`,
        ),
    );
  });
  return provider;
}
