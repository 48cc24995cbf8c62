import { z } from 'zod';
import {
  SFU_PUBLISHER_MAX_BITRATE,
  type JanusPluginBody,
} from '@ruume/contracts';
import type { JanusConnection } from './janus-client';
import {
  createJanusSession,
  type JanusHandle,
  type JanusSession,
  type PluginData,
} from './janus-session';

export const VIDEOROOM_PLUGIN = 'janus.plugin.videoroom';

export interface CreateVideoRoomOptions {
  /** Needed for every later admin request (destroy, kick, moderate, allowed). */
  secret: string;
  /** Set: joining needs it too (sent to clients in the welcome). */
  pin?: string;
  /**
   * Set (even empty): only these join tokens may join; add and remove them with
   * allowTokens/revokeTokens (one per participant, revoked when they are removed).
   */
  allowedTokens?: string[];
  /** Concurrent publishers (cameras and screens). */
  publishers: number;
  /** Ceiling of a publisher's video (REMB), bits/s; simulcast's three layers share it. */
  bitrate?: number;
  description?: string;
  /** Set: the room records every publisher from the start, into this folder (.mjr files). */
  recordDir?: string;
}

export interface VideoRoomParticipant {
  id: number;
  display?: string;
  /** true once the publisher's PeerConnection is up (not at publish time). */
  publisher: boolean;
  talking?: boolean;
}

/** A publisher as `publishers` events list it. */
export interface VideoRoomPublisher {
  id: number;
  streams?: Array<{
    type: string;
    mid: string;
    codec?: string;
    disabled?: boolean;
    /** The publisher sends three layers (forwarded to three ports). */
    simulcast?: boolean;
  }>;
}

/** What an observer hears: publishers (new, or their streams changed) and feeds gone. */
export interface VideoRoomObserver {
  publishers(publishers: VideoRoomPublisher[]): void;
  /** A feed stopped publishing or left. */
  gone?(feed: number): void;
}

/** One of a publisher's streams (by mid) sent to a port; a simulcast video to three. */
export interface RtpForwardStream {
  mid: string;
  port: number;
  port2?: number;
  port3?: number;
  /** The recipient's RTCP port: its key frame requests reach the publisher. */
  rtcpPort?: number;
}

/** A publisher's stream going out over RTP: one per stream, a simulcast video's layers each. */
export interface RtpForwarder {
  id: number;
  host: string;
  port: number;
}

/** The `forwarders` answer (`listforwarders`), as janus_videoroom.c (1.1.2) writes it. */
const forwardersSchema = z.object({
  publishers: z.array(
    z.object({
      publisher_id: z.number(),
      forwarders: z.array(
        z.object({ stream_id: z.number(), host: z.string(), port: z.number() }),
      ),
    }),
  ),
});

/**
 * The api's side of the VideoRoom plugin: one session and handle, used for the admin requests
 * of every room on one Janus node. Every method rejects with a JanusError.
 */
export interface VideoRoomAdmin {
  /** Creates a room with an id Janus picks; returns it. */
  createRoom(options: CreateVideoRoomOptions): Promise<number>;
  /** Kicks everyone and removes it; false when it did not exist. */
  destroyRoom(room: number, secret: string): Promise<boolean>;
  exists(room: number): Promise<boolean>;
  listParticipants(room: number): Promise<VideoRoomParticipant[]>;
  /** They get `leaving: ok, reason: kicked`; the others `kicked: <id>`. */
  kick(room: number, secret: string, participant: number): Promise<void>;
  /**
   * Stops (mute) or resumes forwarding one of a publisher's streams, by its mid. Everyone in
   * the room gets `moderation: muted|unmuted` with the id and mid.
   */
  moderate(
    room: number,
    secret: string,
    participant: number,
    mid: string,
    mute: boolean,
  ): Promise<void>;
  /**
   * Joins the room as a publisher that never publishes (with `token`, when the room has an
   * allowed list): its `publishers` events tell each publisher's streams (type and mid).
   */
  observe(
    room: number,
    token: string,
    observer: VideoRoomObserver,
  ): Promise<{ leave(): Promise<void> }>;
  /**
   * Forwards a publisher's streams over RTP to `host` (a Streaming mountpoint's ports, on this
   * node or a relay node); answers each forwarder's id, to stop it with stopForward.
   */
  forward(
    room: number,
    secret: string,
    publisher: number,
    host: string,
    streams: RtpForwardStream[],
  ): Promise<number[]>;
  stopForward(
    room: number,
    secret: string,
    publisher: number,
    forwarder: number,
  ): Promise<void>;
  /** The publisher's RTP forwarders now, whoever made them (none when it is not there). */
  forwarders(
    room: number,
    secret: string,
    publisher: number,
  ): Promise<RtpForwarder[]>;
  allowTokens(room: number, secret: string, tokens: string[]): Promise<void>;
  /**
   * Starts or stops recording every publisher of the room (those who publish later too), each
   * stream to its own .mjr file in `dir` (set before recording starts).
   */
  record(
    room: number,
    secret: string,
    record: boolean,
    dir?: string,
  ): Promise<void>;
  revokeTokens(room: number, secret: string, tokens: string[]): Promise<void>;
  close(): Promise<void>;
}

export interface VideoRoomAdminOptions {
  /** The plugin's admin_key, when the node sets one (ours do: only the api creates rooms). */
  adminKey?: string;
}

// Janus's defaults report a speaker after 100 packets (2 s); a grid of active speakers wants
// about a second.
const AUDIO_LEVEL_SETTINGS = {
  audiolevel_ext: true,
  audiolevel_event: true,
  audio_active_packets: 50,
  audio_level_average: 40,
};

export async function createVideoRoomAdmin(
  connection: JanusConnection,
  options: VideoRoomAdminOptions = {},
): Promise<VideoRoomAdmin> {
  const session: JanusSession = await createJanusSession(connection);
  const handle: JanusHandle = await session.attach(VIDEOROOM_PLUGIN);
  const request = (body: JanusPluginBody) => handle.request(body);
  const adminKey = options.adminKey ? { admin_key: options.adminKey } : {};
  const exists = async (room: number) =>
    (await request({ request: 'exists', room })).exists === true;

  return {
    async createRoom(room) {
      const created = await request({
        request: 'create',
        ...adminKey,
        permanent: false,
        is_private: true,
        description: room.description,
        secret: room.secret,
        ...(room.pin ? { pin: room.pin } : {}),
        ...(room.allowedTokens ? { allowed: room.allowedTokens } : {}),
        publishers: room.publishers,
        bitrate: room.bitrate ?? SFU_PUBLISHER_MAX_BITRATE,
        // VP8 first: simulcast works with it in every browser; H.264 for the rest.
        videocodec: 'vp8,h264',
        audiocodec: 'opus',
        // Opus in-band FEC in every answer and offer (Janus's default since 1.0, said here so an
        // older node cannot drop it): a lost voice packet is rebuilt from the next one.
        opus_fec: true,
        // No periodic key frame (a burst from every publisher to everyone, lost first on a bad
        // link): VP8 is negotiated with NACK (over RTX), PLI and FIR; Janus relays a subscriber's
        // PLI to the publisher and asks one on each layer switch and for a recording, and a
        // watcher's comes back through its mountpoint's forwarder (rtcp_port).
        fir_freq: 0,
        notify_joining: false,
        ...(room.recordDir ? { record: true, rec_dir: room.recordDir } : {}),
        require_pvtid: true,
        ...AUDIO_LEVEL_SETTINGS,
      });
      return created.room as number;
    },
    async destroyRoom(room, secret) {
      if (!(await exists(room))) return false;
      await request({ request: 'destroy', room, secret, permanent: false });
      return true;
    },
    exists,
    async listParticipants(room) {
      const answer = await request({ request: 'listparticipants', room });
      return (answer.participants as VideoRoomParticipant[]) ?? [];
    },
    async kick(room, secret, id) {
      await request({ request: 'kick', room, secret, id });
    },
    async moderate(room, secret, id, mid, mute) {
      await request({ request: 'moderate', room, secret, id, mid, mute });
    },
    async observe(room, token, listener) {
      const observer = await session.attach(VIDEOROOM_PLUGIN);
      const tell = (data: PluginData) => {
        if (Array.isArray(data.publishers))
          listener.publishers(data.publishers as VideoRoomPublisher[]);
        // A kicked publisher (someone removed) is heard of as `kicked` alone.
        for (const key of ['unpublished', 'leaving', 'kicked'] as const) {
          const feed = data[key];
          if (typeof feed === 'number') listener.gone?.(feed);
        }
      };
      observer.onEvent(tell);
      const joined = await observer
        .send({ request: 'join', ptype: 'publisher', room, token })
        .catch(async (error: unknown) => {
          await observer.detach().catch(() => undefined);
          throw error;
        });
      tell(joined.plugindata?.data ?? {});
      return {
        async leave() {
          await observer.detach().catch(() => undefined);
        },
      };
    },
    async forward(room, secret, publisher, host, streams) {
      const answer = await request({
        request: 'rtp_forward',
        ...adminKey,
        room,
        secret,
        publisher_id: publisher,
        host,
        // Each layer to its own port (`simulcast: true` would forward one layer only, picked
        // as a subscriber's would be, and ignore port_2 and port_3).
        streams: streams.map(({ mid, port, port2, port3, rtcpPort }) => ({
          mid,
          port,
          ...(port2 && port3 ? { port_2: port2, port_3: port3 } : {}),
          ...(rtcpPort ? { rtcp_port: rtcpPort } : {}),
        })),
      });
      const forwarders = answer.forwarders as Array<{ stream_id: number }>;
      return forwarders.map((forwarder) => forwarder.stream_id);
    },
    async stopForward(room, secret, publisher, forwarder) {
      await request({
        request: 'stop_rtp_forward',
        ...adminKey,
        room,
        secret,
        publisher_id: publisher,
        stream_id: forwarder,
      });
    },
    async forwarders(room, secret, publisher) {
      const answer = await request({
        request: 'listforwarders',
        room,
        secret,
      });
      const listed = forwardersSchema.parse(answer).publishers;
      return (
        listed.find((p) => p.publisher_id === publisher)?.forwarders ?? []
      ).map(({ stream_id, host, port }) => ({ id: stream_id, host, port }));
    },
    async allowTokens(room, secret, allowed) {
      await request({
        request: 'allowed',
        room,
        secret,
        action: 'add',
        allowed,
      });
    },
    async record(room, secret, record, dir) {
      if (dir)
        await request({ request: 'edit', room, secret, new_rec_dir: dir });
      await request({ request: 'enable_recording', room, secret, record });
    },
    async revokeTokens(room, secret, allowed) {
      await request({
        request: 'allowed',
        room,
        secret,
        action: 'remove',
        allowed,
      });
    },
    async close() {
      await session.destroy().catch(() => undefined);
    },
  };
}
