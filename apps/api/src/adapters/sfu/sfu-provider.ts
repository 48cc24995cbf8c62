// The SFU behind one interface, as payments.ts is for money: what the room module and the
// audience's relays use of the server that forwards a room's media (docs/live-room.md, "SFU
// rooms"). Its node admin speaks Janus's VideoRoom and Streaming, the SFU ruume runs.
import type { JanusError } from '../janus/janus-client';
import type { StreamingAdmin } from '../janus/streaming';
import type { VideoRoomAdmin } from '../janus/videoroom';

/** The api's side of one node: its VideoRoom admin and its Streaming mountpoints. */
export type SfuNodeAdmin = VideoRoomAdmin &
  Pick<
    StreamingAdmin,
    | 'createMountpoint'
    | 'destroyMountpoint'
    | 'viewers'
    | 'rekeyMountpoint'
    | 'mountpointPorts'
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
 * The SFU as the room module sees it: what is available, each node's VideoRoom admin and the
 * tokens browsers present to it. Built once by the services wiring (create-sfu.ts); Janus
 * (adapters/janus/janus-sfu.ts) is the one implementation.
 */
export interface SfuProvider {
  sfu(): SfuCapability;
  readonly nodeCount: number;
  /**
   * The VideoRoom admin of a node (0 … nodeCount-1), connected on first use and again after
   * the node went away. Rejects with JanusError('gone') while it cannot be reached.
   */
  videoRoom(node: number): Promise<SfuNodeAdmin>;
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
