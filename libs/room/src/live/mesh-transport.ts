// Peer-to-peer media for small rooms: one RTCPeerConnection per other person, negotiated with
// the "perfect negotiation" pattern over the socket's signal frames. Who is polite is decided
// by the ids alone (the lower id yields), so both ends agree without asking. The impolite end
// creates the transceivers (audio, camera, screen: mesh-lines.ts); the polite end answers into
// them, so switching a device is a replaceTrack, and only a screen share starting or stopping
// renegotiates.
import type { IceServer, RoomServerMessageOf } from '@ruume/contracts';
import { Listeners } from './listeners';
import { withStartBitrate } from './start-bitrate';
import type {
  MediaTransport,
  PeerStats,
  RemoteStreamListener,
  SignalSender,
} from './media-transport';
import {
  meshDirectionOf,
  meshLineOf,
  meshReceives,
  type MeshLine,
} from './mesh-lines';
import { preferRedundantAudio } from './redundant-audio';
import { applyIceServers } from './ice-servers';

/** How long a 'disconnected' link may recover on its own before an ICE restart. */
export const ICE_DISCONNECTED_GRACE_MS = 4000;

/** The lower id is polite: it rolls back its own offer when both offer at once. */
export const isPolite = (selfId: string, peerId: string): boolean =>
  selfId < peerId;

export type StatsEntry = Record<string, unknown> & { type: string };

interface InboundTotals {
  packetsReceived: number;
  packetsLost: number;
}

/**
 * A peer's figures from its getStats() entries; `previous` totals give the loss since the last
 * reading rather than since the call began.
 */
export function peerStatsFrom(
  entries: Iterable<StatsEntry>,
  previous: InboundTotals | null,
): { stats: PeerStats; totals: InboundTotals } {
  let rttMs: number | null = null;
  let remoteRttMs: number | null = null;
  let framesDecoded = 0;
  let bytesReceived = 0;
  const totals: InboundTotals = { packetsReceived: 0, packetsLost: 0 };
  const num = (value: unknown) => (typeof value === 'number' ? value : 0);
  for (const entry of entries) {
    if (
      entry.type === 'candidate-pair' &&
      entry['state'] === 'succeeded' &&
      entry['nominated'] !== false &&
      typeof entry['currentRoundTripTime'] === 'number'
    ) {
      rttMs = Math.round(entry['currentRoundTripTime'] * 1000);
    } else if (entry.type === 'inbound-rtp') {
      bytesReceived += num(entry['bytesReceived']);
      totals.packetsReceived += num(entry['packetsReceived']);
      totals.packetsLost += Math.max(0, num(entry['packetsLost']));
      if (entry['kind'] === 'video')
        framesDecoded += num(entry['framesDecoded']);
    } else if (
      entry.type === 'remote-inbound-rtp' &&
      typeof entry['roundTripTime'] === 'number'
    ) {
      remoteRttMs = Math.round(entry['roundTripTime'] * 1000);
    }
  }
  const received = totals.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = totals.packetsLost - (previous?.packetsLost ?? 0);
  const packetLoss =
    received + lost > 0 ? Math.max(0, lost) / (received + lost) : null;
  return {
    stats: {
      rttMs: rttMs ?? remoteRttMs,
      packetLoss,
      framesDecoded,
      bytesReceived,
    },
    totals,
  };
}

interface Peer {
  id: string;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  stream: MediaStream;
  /** Their shared screen while they send one. */
  screen: MediaStream | null;
  graceTimer: ReturnType<typeof setTimeout> | null;
  totals: InboundTotals | null;
}

export interface MeshTransportOptions {
  selfId: string;
  iceServers: IceServer[];
  sendSignal: SignalSender;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  createStream?: () => MediaStream;
}

export class MeshTransport implements MediaTransport {
  private readonly peers = new Map<string, Peer>();
  private readonly listeners = new Set<RemoteStreamListener>();
  private readonly screens = new Listeners<Parameters<RemoteStreamListener>>();
  private local: {
    audio: MediaStreamTrack | null;
    video: MediaStreamTrack | null;
  } = {
    audio: null,
    video: null,
  };
  private screen: MediaStreamTrack | null = null;
  private closed = false;
  /** The last stats() reading of every connection (our uplink is read from them too). */
  private lastReports: StatsEntry[][] = [];

  /** The ICE servers new connections use (refreshed: TURN credentials expire). */
  private iceServers: IceServer[];

  constructor(private readonly options: MeshTransportOptions) {
    this.iceServers = options.iceServers;
  }

  setIceServers(iceServers: IceServer[]): void {
    this.iceServers = iceServers;
    for (const peer of this.peers.values())
      applyIceServers(peer.pc, iceServers);
  }

  setLocalTracks(tracks: {
    audio: MediaStreamTrack | null;
    video: MediaStreamTrack | null;
  }): void {
    this.local = { ...tracks };
    for (const peer of this.peers.values()) void this.attachLocal(peer);
  }

  async replaceTrack(
    kind: 'audio' | 'video',
    track: MediaStreamTrack | null,
  ): Promise<void> {
    this.local = { ...this.local, [kind]: track };
    await Promise.all(
      [...this.peers.values()].map((peer) => this.attachLocal(peer, kind)),
    );
  }

  async setScreenTrack(track: MediaStreamTrack | null): Promise<void> {
    this.screen = track;
    await Promise.all(
      [...this.peers.values()].map((peer) => this.attachLocal(peer, 'screen')),
    );
  }

  setPeers(participantIds: string[]): void {
    if (this.closed) return;
    const wanted = new Set(participantIds);
    for (const id of wanted) if (!this.peers.has(id)) this.addPeer(id);
    for (const id of [...this.peers.keys()])
      if (!wanted.has(id)) this.removePeer(id);
  }

  async handleSignal(frame: RoomServerMessageOf<'signal'>): Promise<void> {
    if (this.closed) return;
    const peer = this.peers.get(frame.from) ?? this.addPeer(frame.from);
    const { pc } = peer;
    try {
      if (frame.description) {
        const description = frame.description as RTCSessionDescriptionInit;
        const offerCollision =
          description.type === 'offer' &&
          (peer.makingOffer || pc.signalingState !== 'stable');
        peer.ignoreOffer = !peer.polite && offerCollision;
        if (peer.ignoreOffer) return;
        await pc.setRemoteDescription(withStartBitrate(description));
        if (description.type === 'offer') {
          await this.attachLocal(peer);
          await pc.setLocalDescription();
          this.sendDescription(peer);
        }
        this.followScreen(peer);
      } else if (frame.candidate) {
        try {
          await pc.addIceCandidate(frame.candidate as RTCIceCandidateInit);
        } catch (error) {
          if (!peer.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn(`room: signalling with ${frame.from} failed`, error);
    }
  }

  onRemoteStream(listener: RemoteStreamListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onRemoteScreen(listener: RemoteStreamListener): () => void {
    return this.screens.add(listener);
  }

  async stats(): Promise<Record<string, PeerStats>> {
    const result: Record<string, PeerStats> = {};
    const reports: StatsEntry[][] = [];
    await Promise.all(
      [...this.peers.values()].map(async (peer) => {
        try {
          const report = await peer.pc.getStats();
          const entries: StatsEntry[] = [];
          report.forEach((value: StatsEntry) => entries.push(value));
          reports.push(entries);
          const { stats, totals } = peerStatsFrom(entries, peer.totals);
          peer.totals = totals;
          result[peer.id] = stats;
        } catch {
          // closed meanwhile
        }
      }),
    );
    this.lastReports = reports;
    return result;
  }

  /** Each connection carries what we send too: the last reading's reports. */
  async sendingStats(): Promise<StatsEntry[][]> {
    return this.lastReports;
  }

  restartIce(): void {
    for (const peer of this.peers.values()) peer.pc.restartIce();
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.peers.keys()]) this.removePeer(id);
    this.listeners.clear();
    this.screens.clear();
  }

  private addPeer(id: string): Peer {
    const create =
      this.options.createPeerConnection ??
      ((config: RTCConfiguration) => new RTCPeerConnection(config));
    const pc = create({ iceServers: this.iceServers });
    const peer: Peer = {
      id,
      pc,
      polite: isPolite(this.options.selfId, id),
      makingOffer: false,
      ignoreOffer: false,
      stream: this.newStream(),
      screen: null,
      graceTimer: null,
      totals: null,
    };
    this.peers.set(id, peer);

    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(peer);
      } catch (error) {
        console.warn(`room: offer to ${id} failed`, error);
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate)
        this.options.sendSignal({ to: id, candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track, transceiver }) => {
      // The screen comes and goes with its line's direction (followScreen).
      if (meshLineOf(pc.getTransceivers(), transceiver) === 'screen') return;
      peer.stream
        .getTracks()
        .filter((t) => t.kind === track.kind && t !== track)
        .forEach((t) => peer.stream.removeTrack(t));
      if (!peer.stream.getTracks().includes(track)) peer.stream.addTrack(track);
      this.emit(id, peer.stream);
    };
    pc.oniceconnectionstatechange = () => this.watchIce(peer);

    // One side creates the transceivers, the other answers into them (see the header).
    if (!peer.polite) {
      preferRedundantAudio(
        pc.addTransceiver(this.local.audio ?? 'audio', {
          direction: 'sendrecv',
        }),
      );
      pc.addTransceiver(this.local.video ?? 'video', { direction: 'sendrecv' });
      pc.addTransceiver(this.screen ?? 'video', {
        direction: meshDirectionOf('screen', this.screen),
      });
    }
    return peer;
  }

  private removePeer(id: string): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    this.peers.delete(id);
    if (peer.graceTimer) clearTimeout(peer.graceTimer);
    peer.pc.onnegotiationneeded = null;
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.oniceconnectionstatechange = null;
    peer.pc.close();
    if (peer.screen) this.screens.emit(id, null);
    this.emit(id, null);
  }

  /** Puts our current tracks on the peer's transceivers (of one kind, or all). */
  private async attachLocal(
    peer: Peer,
    only?: 'audio' | 'video' | 'screen',
  ): Promise<void> {
    const transceivers = peer.pc.getTransceivers();
    for (const transceiver of transceivers) {
      const line = meshLineOf(transceivers, transceiver);
      const kind = line === 'camera' ? 'video' : line;
      if (!line || (only && kind !== only)) continue;
      if (transceiver.currentDirection === 'stopped') continue;
      const track = this.trackFor(line);
      // The polite end's transceivers come from the offer as 'recvonly': send on them too.
      const direction = meshDirectionOf(line, track);
      if (transceiver.direction !== direction)
        transceiver.direction = direction;
      if (transceiver.sender.track !== track)
        await transceiver.sender.replaceTrack(track);
    }
  }

  private trackFor(line: MeshLine): MediaStreamTrack | null {
    if (line === 'screen') return this.screen;
    return line === 'audio' ? this.local.audio : this.local.video;
  }

  /** After a negotiation: their screen came (its line now brings media) or went. */
  private followScreen(peer: Peer): void {
    const transceivers = peer.pc.getTransceivers();
    const line = transceivers.find(
      (t) => meshLineOf(transceivers, t) === 'screen',
    );
    const track =
      line && meshReceives(line.currentDirection) ? line.receiver.track : null;
    if (track === (peer.screen?.getVideoTracks()[0] ?? null)) return;
    peer.screen = track ? this.newStream(track) : null;
    this.screens.emit(peer.id, peer.screen);
  }

  private newStream(track?: MediaStreamTrack): MediaStream {
    const stream = this.options.createStream?.() ?? new MediaStream();
    if (track) stream.addTrack(track);
    return stream;
  }

  /** ICE restart on 'failed' at once, on 'disconnected' after a grace period. */
  private watchIce(peer: Peer): void {
    const state = peer.pc.iceConnectionState;
    if (peer.graceTimer) {
      clearTimeout(peer.graceTimer);
      peer.graceTimer = null;
    }
    if (state === 'failed') peer.pc.restartIce();
    else if (state === 'disconnected')
      peer.graceTimer = setTimeout(() => {
        peer.graceTimer = null;
        if (
          this.peers.get(peer.id) === peer &&
          ['disconnected', 'failed'].includes(peer.pc.iceConnectionState)
        )
          peer.pc.restartIce();
      }, ICE_DISCONNECTED_GRACE_MS);
  }

  private sendDescription(peer: Peer): void {
    const description = peer.pc.localDescription;
    if (!description) return;
    this.options.sendSignal({
      to: peer.id,
      description: { type: description.type, sdp: description.sdp },
    });
  }

  private emit(id: string, stream: MediaStream | null): void {
    this.listeners.forEach((listener) => listener(id, stream));
  }
}
