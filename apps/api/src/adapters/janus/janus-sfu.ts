import type { FastifyBaseLogger } from 'fastify';
import { connectJanus, JANUS_ERROR, JanusError } from './janus-client';
import type { JanusNodeConfig } from './janus-config';
import { mintJanusToken } from './janus-tokens';
import { createStreamingAdmin, type StreamingAdmin } from './streaming';
import {
  createVideoRoomAdmin,
  VIDEOROOM_PLUGIN,
  type VideoRoomAdmin,
} from './videoroom';

/** The api's side of one node: its VideoRoom admin and its Streaming mountpoints. */
export type JanusNodeAdmin = VideoRoomAdmin &
  Pick<
    StreamingAdmin,
    'createMountpoint' | 'destroyMountpoint' | 'viewers' | 'rekeyMountpoint'
  >;

/**
 * Whether rooms may go above peer-to-peer, and why not (for the host, in the lobby): available
 * while some configured node is not known unreachable (its last connection did not fail or close).
 */
export interface SfuCapability {
  available: boolean;
  reason?: 'not-configured' | 'unreachable';
}

/**
 * The SFU as the room module will see it: what is available, each node's VideoRoom admin and
 * the tokens browsers present to Janus. Built once by the services wiring.
 */
export interface MediaProvider {
  sfu(): SfuCapability;
  readonly nodeCount: number;
  /**
   * The VideoRoom admin of a node (0 … nodeCount-1), connected on first use and again after
   * the node went away. Rejects with JanusError('gone') while it cannot be reached.
   */
  videoRoom(node: number): Promise<JanusNodeAdmin>;
  /** Where browsers reach the node's Janus API (JANUS_PUBLIC_URL, default its JANUS_URL). */
  publicUrl(node: number): string;
  /** Where other nodes send it RTP (a mountpoint's ports): the host of its JANUS_URL. */
  rtpHost(node: number): string;
  /**
   * A Janus token for a browser, valid ttlSeconds, for one plugin: the VideoRoom (the stage),
   * or the Streaming plugin (the audience, who can then publish nothing).
   */
  clientToken(node: number, ttlSeconds: number, plugin?: string): string;
  /** Called when a node's connection closes (the room module will recreate its rooms). */
  onNodeGone(listener: (node: number, error: JanusError) => void): void;
  close(): Promise<void>;
}

interface NodeState {
  config: JanusNodeConfig;
  admin?: Promise<JanusNodeAdmin>;
  /** Known unreachable: its last connection failed or closed. */
  down: boolean;
}

export interface JanusMediaOptions {
  nodes: JanusNodeConfig[];
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

export function createJanusMedia(options: JanusMediaOptions): MediaProvider {
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
        rekeyMountpoint: streaming.rekeyMountpoint,
        close: async () => {
          await streaming.close();
          await admin.close();
          await connection.close();
        },
      } satisfies JanusNodeAdmin;
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
  const renewingExpired = (index: number, first: JanusNodeAdmin) => {
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
    ) as unknown as JanusNodeAdmin;
  };

  const nodeAt = (index: number) => {
    const node = nodes[index];
    if (!node) throw new RangeError(`no Janus node ${index}`);
    return node;
  };

  const provider: MediaProvider = {
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
