// What a browser needs to reach the room's media on the SFU (Janus VideoRoom), minted by the api
// only for someone in the room: nobody reaches the media without a ruume ticket
// (docs/live-room.md, "which rooms go to Janus").
import { z } from 'zod';

/**
 * The most a camera publisher sends into a VideoRoom, bits/s: the room's `bitrate`, which Janus
 * tells each publisher in REMB. Its simulcast layers share it; Firefox obeys it and drops the
 * top layer when their ceilings add up to more (libs/room sfu-publisher.ts).
 */
export const SFU_PUBLISHER_MAX_BITRATE = 1_500_000;

/** Janus VideoRoom feed ids the api assigns to a participant: camera and screen publish apart. */
export const roomSfuFeedsSchema = z.object({
  camera: z.number().int().positive(),
  screen: z.number().int().positive(),
});
export type RoomSfuFeeds = z.infer<typeof roomSfuFeedsSchema>;

/** One participant's way into the room's VideoRoom; refreshed with the ticket. */
export const roomSfuAccessSchema = z.object({
  /** The Janus node's browser-facing WebSocket address (ws:// or wss://). */
  url: z.string().regex(/^wss?:\/\//),
  /** A Janus core token (token auth), valid until `expiresAt`. */
  token: z.string().min(1),
  /** The VideoRoom's id on that node. */
  room: z.number().int().positive(),
  /** This participant's entry in the room's allowed list. */
  joinToken: z.string().min(1),
  /** The feed ids this participant must publish under; others' are in their participant entry. */
  feeds: roomSfuFeedsSchema,
  /** Milliseconds since the epoch, server clock. */
  expiresAt: z.number().int(),
});
export type RoomSfuAccess = z.infer<typeof roomSfuAccessSchema>;

/**
 * How many stage feeds one Streaming mountpoint carries (docs/audience.md, "Places"): each feed
 * on the stage holds a place (an audio and a simulcast video stream) in the room's mountpoints on
 * every node the audience watches from, so a watcher of up to this many feeds holds one
 * PeerConnection, and larger stages one per this many.
 */
export const STAGE_PLACES_PER_MOUNTPOINT = 8;

/** One stream of a stage feed as a watcher receives it: the mountpoint and mid carrying it. */
export const roomWatchStreamSchema = z.object({
  feed: z.number().int().positive(),
  mountpoint: z.number().int().positive(),
  mid: z.string().min(1),
  type: z.enum(['audio', 'video']),
});
export type RoomWatchStream = z.infer<typeof roomWatchStreamSchema>;

/**
 * What someone in the audience needs to watch the stage (docs/audience.md): a Janus token for
 * the Streaming plugin only (so nothing they send can be published), the room's watch pin, and
 * where each stage feed that publishes now (camera or screen, by feed id) is carried: the
 * mountpoints to watch are those the streams name.
 */
export const roomWatchAccessSchema = z.object({
  url: z.string().regex(/^wss?:\/\//),
  token: z.string().min(1),
  pin: z.string().min(1),
  streams: z.array(roomWatchStreamSchema),
  /** Milliseconds since the epoch, server clock. */
  expiresAt: z.number().int(),
});
export type RoomWatchAccess = z.infer<typeof roomWatchAccessSchema>;

/**
 * The room's media on the SFU: 'ok' (access works), 'reconnecting' (the node went away; the api
 * recreates the room and sends fresh access), 'unavailable' (it stayed down: the room says so).
 */
export const ROOM_SFU_STATES = ['ok', 'reconnecting', 'unavailable'] as const;
export const roomSfuStateSchema = z.enum(ROOM_SFU_STATES);
export type RoomSfuState = z.infer<typeof roomSfuStateSchema>;

/**
 * Why a room holds fewer people than its tier sells: 'tier' (the plan's own cap) or 'no-sfu'
 * (no SFU reachable, so the room stays peer-to-peer at ROOM_MESH_MAX_PARTICIPANTS).
 */
export const ROOM_CAPACITY_LIMITS = ['tier', 'no-sfu'] as const;
export const roomCapacitySchema = z.object({
  participants: z.number().int().positive(),
  limitedBy: z.enum(ROOM_CAPACITY_LIMITS),
});
export type RoomCapacity = z.infer<typeof roomCapacitySchema>;
