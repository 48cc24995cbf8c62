// The Streaming plugin as audiences use it (docs/scaling.md): one mountpoint per stage feed on
// each node that serves the room's audience, fed over RTP by the stage VideoRoom's forwarders.
// A mountpoint only sends: a watcher, whose Janus token opens this plugin alone, can publish
// nothing, whatever its client does.
import { z } from 'zod';
import { JanusError, type JanusConnection } from './janus-client';
import { createJanusSession, type PluginData } from './janus-session';

export const STREAMING_PLUGIN = 'janus.plugin.streaming';

/** One stream of a stage feed, as the mountpoint receives and sends it. */
export interface MountpointStream {
  type: 'audio' | 'video';
  /** The mountpoint's own mid for it (watchers see these). */
  mid: string;
  codec: 'opus' | 'vp8';
  /** Three RTP ports for video: the publisher's simulcast layers, watchers pick one. */
  simulcast?: boolean;
}

/**
 * Where a mountpoint takes each stream's RTP (ports Janus picked from its range); a simulcast
 * video's second and third layers on port2 and port3.
 */
export interface MountpointPort {
  mid: string;
  type: 'audio' | 'video';
  port: number;
  port2?: number;
  port3?: number;
  /** A video's RTCP port: its forwarder sends there, and watchers' key frame requests go back. */
  rtcpPort?: number;
}

/** The `create` answer as janus_streaming.c (1.1.2) writes it: `port_2`, `port_3` per layer. */
const createdSchema = z.object({
  stream: z.object({
    id: z.number(),
    ports: z.array(
      z.object({
        mid: z.string(),
        type: z.enum(['audio', 'video']),
        port: z.number(),
        port_2: z.number().optional(),
        port_3: z.number().optional(),
        rtcp_port: z.number().optional(),
      }),
    ),
  }),
});

/** The `info` answer given the secret, as janus_streaming.c (1.1.2) writes it: `port2`, `port3`. */
const infoSchema = z.object({
  info: z.object({
    media: z.array(
      z.object({
        mid: z.string(),
        type: z.enum(['audio', 'video']),
        port: z.number(),
        port2: z.number().optional(),
        port3: z.number().optional(),
        rtcpport: z.number().optional(),
      }),
    ),
  }),
});

/**
 * The mountpoint Janus made: every stream asked for has its port, a simulcast video all three
 * (else the forwarders would feed one layer, and a camera without it would reach nobody).
 */
function mountpointFrom(
  answer: unknown,
  streams: MountpointStream[],
): Mountpoint {
  const { stream } = createdSchema.parse(answer);
  const ports = stream.ports.map(
    ({ mid, type, port, port_2, port_3, rtcp_port }) => ({
      mid,
      type,
      port,
      ...(port_2 && port_3 ? { port2: port_2, port3: port_3 } : {}),
      ...(rtcp_port ? { rtcpPort: rtcp_port } : {}),
    }),
  );
  for (const asked of streams) {
    const got = ports.find((p) => p.mid === asked.mid);
    if (!got?.port || (asked.simulcast && !got.port3))
      throw new Error(
        `Janus answered no ${asked.simulcast ? 'three ports' : 'port'} for mountpoint ${stream.id}'s ${asked.mid}`,
      );
  }
  return { id: stream.id, ports };
}

export interface CreateMountpointOptions {
  /** Its id, when the caller derives one (several api instances then meet on the same one). */
  id?: number;
  /** Needed to destroy it. */
  secret: string;
  /** Needed to watch it: the room's watchers get it with their access. */
  pin: string;
  description: string;
  streams: MountpointStream[];
}

export interface Mountpoint {
  id: number;
  ports: MountpointPort[];
}

/** The api's side of one node's Streaming plugin (one session and handle). */
export interface StreamingAdmin {
  createMountpoint(options: CreateMountpointOptions): Promise<Mountpoint>;
  /** Ends it for its watchers; false when it did not exist. */
  destroyMountpoint(id: number, secret: string): Promise<boolean>;
  /** How many watch it now. */
  viewers(id: number, secret: string): Promise<number>;
  /** Where it takes each stream's RTP (the secret shows them); null when it does not exist. */
  mountpointPorts(id: number, secret: string): Promise<MountpointPort[] | null>;
  /**
   * Re-keys it: a new pin, and everyone watching is cut off (they must watch again with the
   * new pin). False when it does not exist (here).
   */
  rekeyMountpoint(id: number, secret: string, pin: string): Promise<boolean>;
  close(): Promise<void>;
}

const PAYLOAD_TYPES = { opus: 111, vp8: 96 } as const;

/** Codes of janus_streaming.c that callers act on. */
export const STREAMING_ERROR = {
  noSuchMountpoint: 455,
  /** A mountpoint with that id exists already (another api instance made it). */
  mountpointExists: 456,
} as const;

/** Runs a request on a mountpoint: true once done, false when it does not exist (here). */
async function unlessGone(request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
    return true;
  } catch (error) {
    if (
      error instanceof JanusError &&
      error.code === STREAMING_ERROR.noSuchMountpoint
    )
      return false;
    throw error;
  }
}

export async function createStreamingAdmin(
  connection: JanusConnection,
  options: { adminKey?: string } = {},
): Promise<StreamingAdmin> {
  const session = await createJanusSession(connection);
  const handle = await session.attach(STREAMING_PLUGIN);
  const adminKey = options.adminKey ? { admin_key: options.adminKey } : {};

  return {
    async createMountpoint({ id, secret, pin, description, streams }) {
      const created = await handle.request({
        request: 'create',
        ...adminKey,
        ...(id ? { id } : {}),
        type: 'rtp',
        permanent: false,
        is_private: true,
        description,
        secret,
        pin,
        // port 0: Janus picks free ports from the plugin's range. Its log then says "Bind
        // failed … Address already in use" for a simulcast video's 2nd and 3rd ports: its
        // range slider starts on the port it bound last, fails there and takes the next one.
        media: streams.map(({ type, mid, codec, simulcast }) => ({
          type,
          mid,
          codec,
          pt: PAYLOAD_TYPES[codec],
          port: 0,
          // A watcher's key frame request (PLI) goes back through the forwarder to the
          // publisher: no periodic key frame is needed (docs/live-room.md, "Bad networks").
          ...(type === 'video' ? { rtcpport: 0 } : {}),
          ...(simulcast ? { simulcast: true, port2: 0, port3: 0 } : {}),
        })),
      });
      return mountpointFrom(created, streams);
    },
    destroyMountpoint: (id, secret) =>
      unlessGone(() => handle.request({ request: 'destroy', id, secret })),
    rekeyMountpoint: (id, secret, pin) =>
      unlessGone(async () => {
        await handle.request({ request: 'edit', id, secret, new_pin: pin });
        await handle.request({ request: 'kick_all', id, secret });
      }),
    async viewers(id, secret) {
      const answer = await handle.request({ request: 'info', id, secret });
      return Number((answer.info as PluginData).viewers ?? 0);
    },
    async mountpointPorts(id, secret) {
      let answer: PluginData | undefined;
      const found = await unlessGone(async () => {
        answer = await handle.request({ request: 'info', id, secret });
      });
      if (!found) return null;
      return infoSchema
        .parse(answer)
        .info.media.map(({ mid, type, port, port2, port3, rtcpport }) => ({
          mid,
          type,
          port,
          ...(port2 && port3 ? { port2, port3 } : {}),
          ...(rtcpport ? { rtcpPort: rtcpport } : {}),
        }));
    },
    async close() {
      await session.destroy().catch(() => undefined);
    },
  };
}
