// How a room's media flows, behind one interface: today every room is a peer-to-peer full
// mesh (browsers send to each other; the server relays their `signal` frames and nothing else).
// An SFU later fills the same place: its own mode and join credential in the welcome, its own
// transport, and the hooks below, through which presence and moderation reach the media.
import type {
  IceServer,
  RoomMediaMode,
  RoomRole,
  RoomServerMessageOf,
} from '@ruume/contracts';

/** The occurrence a media call is about. */
export interface MediaRoom {
  roomId: string;
  sessionId: string;
}

/** What the welcome says about the media (an SFU adds its join credential here). */
export type MediaWelcome = Pick<
  RoomServerMessageOf<'welcome'>,
  'iceServers' | 'mediaMode'
>;

/**
 * Called by the hub where the room changes. Each call is made once per deployment (by the
 * instance that holds the person, or the one whose moderator acted) and may be slow (an SFU's
 * api): the hub awaits `welcome` only.
 */
export interface RoomMediaHooks {
  /** Someone enters: an SFU creates the occurrence's room if needed and mints their credential. */
  welcome(
    room: MediaRoom & { capacity: number },
    participant: { id: string; role: RoomRole },
  ): Promise<MediaWelcome>;
  /** Someone is out (left, past the reconnect grace, removed, denied): an SFU kicks them. */
  participantOut(
    room: MediaRoom,
    participantId: string,
    why: 'left' | 'removed' | 'denied',
  ): Promise<void>;
  /** A moderator muted these people: an SFU stops forwarding their audio. */
  silence(room: MediaRoom, participantIds: string[]): Promise<void>;
  /** The mic lock changed: an SFU forwards no non-moderator's audio the client turns on itself. */
  micLock(room: MediaRoom, locked: boolean): Promise<void>;
  /** The occurrence ended (by its host, or the host's block): an SFU destroys its room. */
  ended(room: MediaRoom): Promise<void>;
}

export interface RoomMediaLayer extends RoomMediaHooks {
  /** The mode a room of this capacity uses (the welcome's `mediaMode`). */
  modeFor(capacity: number): RoomMediaMode;
  /** STUN/TURN servers the browsers use (ICE_SERVERS). */
  iceServers: IceServer[];
}

/**
 * Mesh for every room. Above ROOM_MESH_MAX_PARTICIPANTS a mesh grows costly for each browser
 * (n − 1 uploads); until the SFU exists those rooms stay mesh too. The browsers hold the media,
 * so presence and moderation have nothing to tell it: their frames are the whole story.
 */
export function createMeshMedia(iceServers: IceServer[]): RoomMediaLayer {
  const nothing = async () => undefined;
  const modeFor = (): RoomMediaMode => 'mesh';
  return {
    modeFor,
    iceServers,
    welcome: async () => ({ iceServers, mediaMode: modeFor() }),
    participantOut: nothing,
    silence: nothing,
    micLock: nothing,
    ended: nothing,
  };
}
