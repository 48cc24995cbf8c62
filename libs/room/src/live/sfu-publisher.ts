// One VideoRoom publisher: a handle joined under a feed id the api assigned, and the
// PeerConnection sending to Janus. The camera publishes audio and video in three simulcast
// layers; the screen is a second publisher with its video alone.
import type { IceServer, RoomSfuAccess } from '@ruume/contracts';
import type { JanusHandle, JanusSession, PluginEvent } from './janus-browser';
import { applyRemoteCandidates } from './remote-candidates';
import { applyIceServers } from './ice-servers';
import { withStartBitrate } from './start-bitrate';

export const VIDEOROOM_PLUGIN = 'janus.plugin.videoroom';

/**
 * Three layers, the highest first as janus.js sends them (Janus's default rid order, 'hml'):
 * Janus numbers them 2, 1, 0. Their ceilings add up to less than the room's publisher cap:
 * Firefox obeys Janus's REMB, and above it sends only the two lower layers.
 */
export const SIMULCAST_ENCODINGS: RTCRtpEncodingParameters[] = [
  { rid: 'h', maxBitrate: 900_000 },
  { rid: 'm', maxBitrate: 300_000, scaleResolutionDownBy: 2 },
  { rid: 'l', maxBitrate: 100_000, scaleResolutionDownBy: 4 },
];

export interface PublisherOptions {
  session: JanusSession;
  access: RoomSfuAccess;
  feed: number;
  /** What Janus calls the publisher (the participant id: the others map by feed id anyway). */
  display: string;
  iceServers: IceServer[];
  /** The camera sends audio and a simulcast video; the screen its video alone. */
  kind: 'camera' | 'screen';
  /** Janus's own events on this handle (publishers, talking, leaving…). */
  onEvent?: (event: PluginEvent) => void;
  /** The PeerConnection to Janus is up: media flows. */
  onConnected?: () => void;
}

export class SfuPublisher {
  private pc: RTCPeerConnection | null = null;
  private audio: RTCRtpTransceiver | null = null;
  private video: RTCRtpTransceiver | null = null;
  private iceServers: IceServer[];

  private constructor(
    private readonly handle: JanusHandle,
    private readonly options: PublisherOptions,
    /** The join answer: `private_id` (for the subscriber) and who publishes already. */
    readonly joined: Record<string, unknown>,
  ) {
    this.iceServers = options.iceServers;
  }

  /** Fresh ICE servers, for the connection now or the one publish() makes. */
  setIceServers(iceServers: IceServer[]) {
    this.iceServers = iceServers;
    if (this.pc) applyIceServers(this.pc, iceServers);
  }

  /** Attaches and joins the room as a publisher (not yet sending). */
  static async join(options: PublisherOptions): Promise<SfuPublisher> {
    const handle = await options.session.attach(VIDEOROOM_PLUGIN);
    if (options.onEvent) handle.onEvent(options.onEvent);
    const answer = await handle.send({
      request: 'join',
      ptype: 'publisher',
      room: options.access.room,
      id: options.feed,
      display: options.display,
      token: options.access.joinToken,
    });
    return new SfuPublisher(handle, options, answer.data);
  }

  /** Negotiates the PeerConnection with these tracks (null: a silent, empty slot). */
  async publish(tracks: {
    audio: MediaStreamTrack | null;
    video: MediaStreamTrack | null;
  }) {
    const pc = new RTCPeerConnection({
      iceServers: this.iceServers as RTCIceServer[],
    });
    this.pc = pc;
    pc.onicecandidate = (event) =>
      this.handle.trickle(event.candidate?.toJSON() ?? null);
    applyRemoteCandidates(this.handle, pc);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'connected') this.options.onConnected?.();
    };
    if (this.options.kind === 'camera') {
      this.audio = pc.addTransceiver(tracks.audio ?? 'audio', {
        direction: 'sendonly',
      });
      this.video = pc.addTransceiver(tracks.video ?? 'video', {
        direction: 'sendonly',
        sendEncodings: SIMULCAST_ENCODINGS,
      });
    } else {
      this.video = pc.addTransceiver(tracks.video ?? 'video', {
        direction: 'sendonly',
      });
    }
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const answer = await this.handle.send(
      { request: 'publish', display: this.options.display },
      { type: 'offer', sdp: offer.sdp ?? '' },
    );
    if (answer.jsep)
      await pc.setRemoteDescription(withStartBitrate(answer.jsep));
  }

  /** Swaps what a slot sends without renegotiating (device switch, camera off). */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null) {
    const transceiver = kind === 'audio' ? this.audio : this.video;
    await transceiver?.sender.replaceTrack(track);
  }

  /** The connection to Janus's getStats (our uplink), none before publishing. */
  async stats(): Promise<Record<string, unknown>[]> {
    const entries: Record<string, unknown>[] = [];
    (await this.pc?.getStats())?.forEach((entry: Record<string, unknown>) =>
      entries.push(entry),
    );
    return entries;
  }

  connectionState(): RTCPeerConnectionState | null {
    return this.pc?.connectionState ?? null;
  }

  close() {
    this.pc?.close();
    this.pc = null;
    this.handle.detach();
  }
}
