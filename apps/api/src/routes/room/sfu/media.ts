// How a room's media flows, behind one interface: a peer-to-peer full mesh (browsers send to
// each other; the server relays their `signal` frames and nothing else), or the SFU (Janus,
// sfu-media.ts) for rooms above peer-to-peer. Presence and moderation reach the media through
// the hooks below; the mesh implements them as no-ops.
import { EventEmitter } from 'node:events';
import type {
  RoomCapacity,
  RoomMediaMode,
  RoomParticipant,
  RoomRole,
  RoomSfuAccess,
  RoomSfuFeeds,
  RoomSfuState,
  RoomWatchAccess,
} from '@ruume/contracts';
import { capacityOf } from './sfu-policy';

/** The occurrence a media call is about. */
export interface MediaRoom {
  roomId: string;
  occurrenceId: string;
}

/** What one participant is told about the room's media now (welcome, `media` frame). */
export interface MediaAccess {
  mediaMode: RoomMediaMode;
  state: RoomSfuState;
  /** Their way into the VideoRoom; null in a mesh, or while the SFU is down. */
  sfu: RoomSfuAccess | null;
  /** Their feed ids, for everyone's participant list (on the SFU). */
  feeds?: RoomSfuFeeds;
}

/** What the welcome says about the media (the ICE servers are the participant's own: hub-presence.ts). */
export interface MediaWelcome extends MediaAccess {
  capacity: RoomCapacity;
}

/** What someone in the audience is told about the room's media (welcome, `media` frame). */
export interface MediaWatch {
  mediaMode: RoomMediaMode;
  state: RoomSfuState;
  /** Their way to watch the stage; null without an SFU, or while it is away. */
  watch: RoomWatchAccess | null;
}

/** A change of a room's media, for every participant ('everyone': all instances). */
export interface MediaChange {
  mediaMode: RoomMediaMode;
  state: RoomSfuState;
  scope: 'everyone' | 'here';
}

/**
 * What the media layer tells whoever listens (the hub, hub-media.ts): a room's media changed
 * (moved, node gone, back, given up: its people are told), or its stage's streams did (someone
 * started or stopped publishing: the audience is told).
 */
export interface MediaEvents {
  changed: [room: MediaRoom, change: MediaChange];
  stageChanged: [room: MediaRoom];
}

export type MediaNews = EventEmitter<MediaEvents>;

/**
 * Called by the hub where the room changes. Each call is made once per deployment (by the
 * instance that holds the person, or the one whose moderator acted) and may be slow (an SFU's
 * api): the hub awaits `welcome` and `access` only.
 */
export interface RoomMediaHooks {
  /**
   * Someone enters (`people`: the room with them): an SFU moves the room over when it outgrows
   * the mesh, and lets them into its VideoRoom.
   */
  welcome(
    room: MediaRoom & { tierParticipants: number; people: number },
    participant: { id: string; role: RoomRole },
  ): Promise<MediaWelcome>;
  /** Their access now (after a change of the room's media, or with a fresh ticket). */
  access(room: MediaRoom, participantId: string): Promise<MediaAccess>;
  /**
   * Someone in the audience enters, or needs their access again: a room with an audience is
   * on the SFU (the audience watches through it), and they get their way to watch, on the node
   * they watch from (docs/scaling.md).
   */
  watch(
    room: MediaRoom & { tierParticipants: number },
    participantId: string,
  ): Promise<MediaWatch>;
  /**
   * With every heartbeat, the room's watchers this instance holds (`here`): an SFU moves those
   * on a node holding more than its share to a node with room (docs/scaling.md). Answers who
   * moved, to get their access again.
   */
  rebalance(room: MediaRoom, here: readonly string[]): Promise<string[]>;
  /** Someone is out (left, past the reconnect grace, removed, denied): an SFU kicks them. */
  participantOut(
    room: MediaRoom,
    participantId: string,
    why: 'left' | 'removed' | 'denied',
  ): Promise<void>;
  /**
   * Someone watching was removed: an SFU re-keys the room's mountpoints (a new pin, everyone
   * watching cut off) and tells the audience, who watch again; the removed get no new access.
   */
  audienceRemoved(room: MediaRoom): Promise<void>;
  /**
   * A participant this instance holds changed (their audio, their role): an SFU forwards a
   * non-moderator's audio only while it is on in the room's state, so a mute, mute-all and the
   * mic lock hold against a modified client.
   */
  participantChanged(room: MediaRoom, participant: RoomParticipant): void;
  /**
   * Recording (docs/recording.md): the room moves to the SFU (a peer-to-peer room too) and its
   * VideoRoom records every publisher into `dir`, those who publish later and in a room
   * recreated after a fault included; null stops it. Rejects when it cannot record.
   */
  record(
    room: MediaRoom & { tierParticipants?: number },
    dir: string | null,
  ): Promise<void>;
  /** The occurrence ended (by its host, or the host's block): an SFU destroys its room. */
  ended(room: MediaRoom): Promise<void>;
}

export interface RoomMediaLayer extends RoomMediaHooks {
  /** How many people a room of this tier holds now, and why not more. */
  capacity(tierParticipants: number, occurrenceId?: string): RoomCapacity;
  /** Whether an audience can watch now (an SFU is reachable). */
  canWatch(): boolean;
  /** Whether a meeting can be recorded now (an SFU is reachable: it records). */
  canRecord(): boolean;
  /** Its changes, as they happen. */
  readonly news: MediaNews;
  close(): Promise<void>;
}

export const MESH_ACCESS: MediaAccess = {
  mediaMode: 'mesh',
  state: 'ok',
  sfu: null,
};

/**
 * Mesh for every room (no SFU configured): rooms hold at most ROOM_MESH_MAX_PARTICIPANTS. The
 * browsers hold the media, so presence and moderation have nothing to tell it.
 */
export function createMeshMedia(): RoomMediaLayer {
  const nothing = async () => undefined;
  const capacity = (tier: number) =>
    capacityOf(tier, { available: false, onSfu: false });
  return {
    capacity,
    news: new EventEmitter<MediaEvents>(),
    welcome: async (room) => ({
      ...MESH_ACCESS,
      capacity: capacity(room.tierParticipants),
    }),
    access: async () => MESH_ACCESS,
    canWatch: () => false,
    canRecord: () => false,
    record: async (_room, dir) => {
      if (dir) throw new Error('recording needs the SFU');
    },
    watch: async () => ({ mediaMode: 'mesh', state: 'ok', watch: null }),
    audienceRemoved: async () => undefined,
    rebalance: async () => [],
    participantOut: nothing,
    participantChanged: () => undefined,
    ended: nothing,
    close: nothing,
  };
}
