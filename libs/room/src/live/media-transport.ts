// How the room's audio and video travel, behind one interface: the full mesh of
// mesh-transport.ts for small rooms, the Janus client of sfu-transport.ts above them (the
// welcome's and the `media` frames' mediaMode chooses).
import type { RoomClientMessageOf } from './room-frames';
import type {
  IceServer,
  RoomServerMessageOf,
  RoomSfuAccess,
} from '@ruume/contracts';
import type { VideoWant } from './stage-layout';

/** What one peer's link measures (from RTCPeerConnection.getStats). */
export interface PeerStats {
  /** Round-trip time of the selected candidate pair, in milliseconds. */
  rttMs: number | null;
  /** Share of inbound packets lost since the previous reading, 0–1. */
  packetLoss: number | null;
  /** Inbound video frames decoded, total. */
  framesDecoded: number;
  /** Inbound bytes (audio and video), total. */
  bytesReceived: number;
}

/** 'lost': nothing arrived for a while from someone who sends (link-quality.ts). */
export type ConnectionQuality = 'good' | 'fair' | 'poor' | 'lost' | 'unknown';

/** Good below 150 ms and 2 % loss, poor above 400 ms or 8 % (what people notice in a call). */
export function qualityOf(stats: PeerStats | undefined): ConnectionQuality {
  if (!stats || (stats.rttMs === null && stats.packetLoss === null))
    return 'unknown';
  const rtt = stats.rttMs ?? 0;
  const loss = stats.packetLoss ?? 0;
  if (rtt > 400 || loss > 0.08) return 'poor';
  if (rtt > 150 || loss > 0.02) return 'fair';
  return 'good';
}

export type RemoteStreamListener = (
  participantId: string,
  stream: MediaStream | null,
) => void;

export interface MediaTransport {
  /** The tracks everyone receives from us (null: send nothing of that kind). */
  setLocalTracks(tracks: {
    audio: MediaStreamTrack | null;
    video: MediaStreamTrack | null;
  }): void;
  /** Replaces what we send of one kind, without renegotiating (a device switch). */
  replaceTrack(
    kind: 'audio' | 'video',
    track: MediaStreamTrack | null,
  ): Promise<void>;
  /** The people to exchange media with now (everyone else in the room). */
  setPeers(participantIds: string[]): void;
  /** A signalling frame from the socket. */
  handleSignal(frame: RoomServerMessageOf<'signal'>): Promise<void>;
  /** Called with each peer's stream as it arrives, and null when it goes. */
  onRemoteStream(listener: RemoteStreamListener): () => void;
  /** Each peer's link, measured now. */
  stats(): Promise<Record<string, PeerStats>>;
  /** What our sending connections report (getStats entries, one list per connection): our uplink. */
  sendingStats?(): Promise<Record<string, unknown>[][]>;
  /** Renews every peer's ICE (after a signalling reconnect or a network change). */
  restartIce(): void;
  /** Fresh ICE servers (TURN credentials expire): for every connection, open or to come. */
  setIceServers(iceServers: IceServer[]): void;
  close(): void;
  // What only some transports do (the audience's sends nothing; the SFU's picks videos, hears who talks):
  /** Sends a shared screen as a stream of its own (null: stops); the camera keeps going. */
  setScreenTrack?(track: MediaStreamTrack | null): Promise<void>;
  /** Each peer's shared screen as it arrives, and null when it goes. */
  onRemoteScreen?(listener: RemoteStreamListener): () => void;
  /** The videos on screen now and the layer each needs: only these are received. */
  showVideos?(wants: VideoWant[]): void;
  /** Someone started (true) or stopped talking, as the server measures it. */
  onSpeaking?(
    listener: (participantId: string, talking: boolean) => void,
  ): () => void;
}

/** Sends a signalling frame to one peer over the room socket. */
export type SignalSender = (
  frame: Omit<RoomClientMessageOf<'signal'>, 'type'>,
) => void;

/** A transport through the SFU: it says when media flows or its node went away. */
export interface SfuMediaTransport extends MediaTransport {
  onFlowing(listener: () => void): () => void;
  onGone(listener: () => void): () => void;
  /** A refreshed Janus token for the same room (the ticket frame). */
  refreshToken(access: RoomSfuAccess): void;
  /** Whether `access` reaches the VideoRoom this transport is in. */
  sameRoom(access: RoomSfuAccess): boolean;
}
