// How a room's media flows, behind one interface: today every room is a peer-to-peer full
// mesh (browsers send to each other; the server relays their `signal` frames and nothing else).
// An SFU later fills the same place: its own mode in the welcome, and its own transport.
import type { IceServer, RoomMediaMode } from '@ruume/contracts';

export interface RoomMediaLayer {
  /** The mode a room of this capacity uses (the welcome's `mediaMode`). */
  modeFor(capacity: number): RoomMediaMode;
  /** STUN/TURN servers the browsers use (ICE_SERVERS). */
  iceServers: IceServer[];
}

/**
 * Mesh for every room. Above ROOM_MESH_MAX_PARTICIPANTS a mesh grows costly for each browser
 * (n − 1 uploads); until the SFU exists those rooms stay mesh too.
 */
export function createMeshMedia(iceServers: IceServer[]): RoomMediaLayer {
  return {
    modeFor: () => 'mesh',
    iceServers,
  };
}
