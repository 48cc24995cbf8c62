// The audience's media (docs/audience.md): the stage through Janus's Streaming plugin, one
// receive-only PeerConnection per stage feed's mountpoint, with the token and pin the api handed
// out. Nothing is ever sent: the token opens no VideoRoom. Each mountpoint's stream is mapped to
// its participant by the feed ids everyone's entry carries (camera → tile, screen → screen).
import type { IceServer, RoomWatchAccess } from '@ruume/contracts';
import {
  JanusSession,
  type JanusHandle,
  type JanusSocketConstructor,
  type Jsep,
} from './janus-browser';
import type {
  MediaTransport,
  PeerStats,
  RemoteStreamListener,
} from './media-transport';
import { Listeners } from './listeners';
import { applyRemoteCandidates } from './remote-candidates';
import type { FeedOwner, SimulcastLayer, VideoWant } from './stage-layout';

export const STREAMING_PLUGIN = 'janus.plugin.streaming';

const nothing = (): void => undefined;

export interface WatchTransportOptions {
  access: RoomWatchAccess;
  iceServers: IceServer[];
  /** Feed ids → participants, read each time (people come and go). */
  owners: () => Map<number, FeedOwner>;
  WebSocket?: JanusSocketConstructor;
}

/** One mountpoint watched: its handle, its connection and what it delivers. */
interface Watching {
  feed: number;
  handle: JanusHandle | null;
  pc: RTCPeerConnection;
  stream: MediaStream;
  /** Whose tile it fills, once known. */
  owner: FeedOwner | null;
  /** The simulcast layer asked of the mountpoint (a camera's), once asked. */
  layer: SimulcastLayer | null;
}

export class WatchTransport implements MediaTransport {
  private session: JanusSession | null = null;
  private access: RoomWatchAccess;
  private readonly watching = new Map<number, Watching>();
  private readonly cameras = new Listeners<Parameters<RemoteStreamListener>>();
  private readonly screens = new Listeners<Parameters<RemoteStreamListener>>();
  private readonly flowing = new Listeners();
  private readonly gone = new Listeners();
  private closed = false;
  /** The layer each camera on screen needs (by participant); off screen: the lowest. */
  private layers = new Map<string, SimulcastLayer>();

  constructor(private readonly options: WatchTransportOptions) {
    this.access = options.access;
    void this.start().catch(() => this.fail());
  }

  onFlowing(listener: () => void): () => void {
    return this.flowing.add(listener);
  }

  onGone(listener: () => void): () => void {
    return this.gone.add(listener);
  }

  /** Whether `access` reaches the same node this transport watches on. */
  sameNode(access: RoomWatchAccess): boolean {
    return access.url === this.access.url && access.pin === this.access.pin;
  }

  /** The stage changed (or a fresh token came): watch exactly the feeds `access` lists. */
  update(access: RoomWatchAccess) {
    this.access = access;
    this.session?.setToken(access.token);
    if (this.session) this.follow();
  }

  /** People came or went: streams not yet owned find their tile. */
  setPeers() {
    for (const watching of this.watching.values()) this.deliver(watching);
  }

  onRemoteStream(listener: RemoteStreamListener): () => void {
    return this.cameras.add(listener);
  }

  onRemoteScreen(listener: RemoteStreamListener): () => void {
    return this.screens.add(listener);
  }

  /**
   * The videos on screen: each camera's mountpoint is asked for the layer its tile needs (as
   * the stage's subscribers are), the others for the lowest, so a watcher of a large stage
   * receives what they see at the size they see it (docs/scaling.md).
   */
  showVideos(wants: VideoWant[]) {
    this.layers = new Map(
      wants
        .filter((want) => want.kind === 'camera')
        .map((want) => [want.participantId, want.layer]),
    );
    for (const watching of this.watching.values()) this.askLayer(watching);
  }

  // The audience sends nothing and signals nobody: these have nothing to do.
  setLocalTracks = nothing;
  replaceTrack = async () => nothing();
  handleSignal = async () => nothing();
  restartIce = nothing;

  async stats(): Promise<Record<string, PeerStats>> {
    const all: Record<string, PeerStats> = {};
    for (const watching of this.watching.values()) {
      if (!watching.owner || watching.owner.kind !== 'camera') continue;
      let framesDecoded = 0;
      let bytesReceived = 0;
      (await watching.pc.getStats()).forEach(
        (entry: Record<string, unknown>) => {
          if (entry.type !== 'inbound-rtp') return;
          framesDecoded += Number(entry.framesDecoded ?? 0);
          bytesReceived += Number(entry.bytesReceived ?? 0);
        },
      );
      all[watching.owner.participantId] = {
        rttMs: null,
        packetLoss: null,
        framesDecoded,
        bytesReceived,
      };
    }
    return all;
  }

  /** Where this transport stands, for the e2e diagnostics when media does not flow. */
  describe() {
    return {
      url: this.access.url,
      session: this.session !== null,
      watching: [...this.watching.values()].map((w) => ({
        feed: w.feed,
        owner: w.owner?.participantId ?? null,
        connection: w.pc.connectionState,
        tracks: w.stream.getTracks().length,
      })),
    };
  }

  close() {
    this.closed = true;
    for (const feed of [...this.watching.keys()]) this.stop(feed);
    this.session?.close();
    this.session = null;
  }

  private async start() {
    const session = await JanusSession.open(
      this.access.url,
      this.access.token,
      this.options.WebSocket,
    );
    if (this.closed) return session.close();
    this.session = session;
    session.onGone(() => this.fail());
    this.follow();
  }

  private follow() {
    const wanted = new Map(
      this.access.streams.map((s) => [s.feed, s.mountpoint]),
    );
    for (const feed of [...this.watching.keys()])
      if (!wanted.has(feed)) this.stop(feed);
    for (const [feed, mountpoint] of wanted)
      if (!this.watching.has(feed))
        void this.watch(feed, mountpoint).catch(() => this.stop(feed));
  }

  private async watch(feed: number, mountpoint: number) {
    const session = this.session;
    if (!session) return;
    const pc = new RTCPeerConnection({
      iceServers: this.options.iceServers as RTCIceServer[],
    });
    const watching: Watching = {
      feed,
      handle: null,
      pc,
      stream: new MediaStream(),
      owner: null,
      layer: null,
    };
    this.watching.set(feed, watching);
    pc.ontrack = (event) => {
      watching.stream.addTrack(event.track);
      this.deliver(watching);
      this.flowing.emit();
    };
    const handle = await session.attach(STREAMING_PLUGIN);
    watching.handle = handle;
    pc.onicecandidate = (event) =>
      handle.trickle(event.candidate?.toJSON() ?? null);
    applyRemoteCandidates(handle, pc);
    if (this.watching.get(feed) !== watching) return handle.detach();
    const offer = await handle.send({
      request: 'watch',
      id: mountpoint,
      pin: this.access.pin,
    });
    if (!offer.jsep) throw new Error('the mountpoint sent no offer');
    await pc.setRemoteDescription(offer.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await handle.send(
      { request: 'start' },
      pc.localDescription as unknown as Jsep,
    );
    this.askLayer(watching);
  }

  /** A camera's mountpoint sends the layer its tile needs (Janus starts with the highest). */
  private askLayer(watching: Watching) {
    const { owner, handle } = watching;
    if (
      !owner ||
      owner.kind !== 'camera' ||
      !handle ||
      !watching.pc.localDescription
    )
      return;
    const layer = this.layers.get(owner.participantId) ?? 0;
    if (watching.layer === layer) return;
    watching.layer = layer;
    // A mountpoint without simulcast has one layer: Janus ignores the request.
    void handle.send({ request: 'configure', substream: layer }).catch(nothing);
  }

  /** Hands the stream to its participant's tile (camera) or screen, once both are known. */
  private deliver(watching: Watching) {
    if (watching.owner || watching.stream.getTracks().length === 0) return;
    const owner = this.options.owners().get(watching.feed);
    if (!owner) return;
    watching.owner = owner;
    const listeners = owner.kind === 'screen' ? this.screens : this.cameras;
    listeners.emit(owner.participantId, watching.stream);
    this.askLayer(watching);
  }

  private stop(feed: number) {
    const watching = this.watching.get(feed);
    if (!watching) return;
    this.watching.delete(feed);
    watching.handle?.detach();
    watching.pc.close();
    const { owner } = watching;
    if (!owner) return;
    const listeners = owner.kind === 'screen' ? this.screens : this.cameras;
    listeners.emit(owner.participantId, null);
  }

  private fail() {
    if (this.closed) return;
    this.gone.emit();
  }
}
