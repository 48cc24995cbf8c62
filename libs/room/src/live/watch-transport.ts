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
import {
  DownlinkBudget,
  substreamOf,
  type BudgetReport,
  type ReceivedVideo,
} from './downlink-budget';
import { downlinkReading, type Demand } from './layer-budget';
import { Listeners } from './listeners';
import { peerStatsFrom, type StatsEntry } from './mesh-transport';
import type { StatsTotals } from './sfu-stats';
import { applyRemoteCandidates } from './remote-candidates';
import { applyIceServers } from './ice-servers';
import type { FeedOwner, SimulcastLayer, VideoWant } from './stage-layout';

export const STREAMING_PLUGIN = 'janus.plugin.streaming';

const nothing = (): void => undefined;

export interface WatchTransportOptions {
  access: RoomWatchAccess;
  iceServers: IceServer[];
  /** Feed ids → participants, read each time (people come and go). */
  owners: () => Map<number, FeedOwner>;
  WebSocket?: JanusSocketConstructor;
  /** The clock the downlink's readings are timed by (tests). */
  now?: () => number;
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
  /** The layer Janus said it switched to. */
  switched: SimulcastLayer | null;
  /** The previous reading's packet totals, for the loss since. */
  totals: StatsTotals | null;
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
  /** The videos on screen and the layer each needs (stage order). */
  private wants: VideoWant[] = [];
  /** Caps those layers to what our downlink takes (layer-budget.ts). */
  private readonly budget = new DownlinkBudget();

  /** The ICE servers connections use (refreshed: TURN credentials expire). */
  private iceServers: IceServer[];

  constructor(private readonly options: WatchTransportOptions) {
    this.access = options.access;
    this.iceServers = options.iceServers;
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
    this.wants = wants;
    this.askLayers();
  }

  // The audience sends nothing and signals nobody: these have nothing to do.
  setLocalTracks = nothing;
  replaceTrack = async () => nothing();
  handleSignal = async () => nothing();
  restartIce = nothing;

  setIceServers(iceServers: IceServer[]) {
    this.iceServers = iceServers;
    for (const { pc } of this.watching.values())
      applyIceServers(pc, iceServers);
  }

  async stats(): Promise<Record<string, PeerStats>> {
    const all: Record<string, PeerStats> = {};
    const reports: StatsEntry[][] = [];
    for (const watching of this.watching.values()) {
      const entries = [
        ...((await watching.pc.getStats()) as Map<string, StatsEntry>).values(),
      ];
      reports.push(entries);
      if (!watching.owner || watching.owner.kind !== 'camera') continue;
      const { stats, totals } = peerStatsFrom(entries, watching.totals);
      watching.totals = totals;
      all[watching.owner.participantId] = stats;
    }
    // Every mountpoint shares our downlink: one budget over all of them.
    if (
      this.budget.note(
        downlinkReading(reports, (this.options.now ?? Date.now)()),
        this.demand(),
      )
    )
      this.askLayers();
    return all;
  }

  /** What our downlink's budget says now (e2e hook). */
  budgetReport(): BudgetReport {
    return this.budget.report();
  }

  /** Each camera watched: the layer its tile wants, asked and sent (e2e hook). */
  async receivedVideos(): Promise<Record<string, ReceivedVideo>> {
    const videos: Record<string, ReceivedVideo> = {};
    const wanted = this.layersWanted();
    for (const watching of this.watching.values()) {
      const { owner } = watching;
      if (owner?.kind !== 'camera') continue;
      let frameHeight: number | null = null;
      (await watching.pc.getStats()).forEach((entry: StatsEntry) => {
        if (entry.type === 'inbound-rtp' && entry['kind'] === 'video')
          frameHeight = Number(entry['frameHeight'] ?? 0) || null;
      });
      videos[owner.participantId] = {
        wanted: wanted.get(owner.participantId) ?? 0,
        asked: watching.layer,
        switched: watching.switched,
        frameHeight,
      };
    }
    return videos;
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
      iceServers: this.iceServers as RTCIceServer[],
    });
    const watching: Watching = {
      feed,
      handle: null,
      pc,
      stream: new MediaStream(),
      owner: null,
      layer: null,
      switched: null,
      totals: null,
    };
    this.watching.set(feed, watching);
    pc.ontrack = (event) => {
      watching.stream.addTrack(event.track);
      this.deliver(watching);
      this.flowing.emit();
    };
    const handle = await session.attach(STREAMING_PLUGIN);
    watching.handle = handle;
    handle.onEvent(({ data }) => {
      const switched = substreamOf(data);
      if (switched) watching.switched = switched.substream;
    });
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
    this.askLayers();
  }

  /** The layer each camera on screen needs (by participant); off screen: the lowest. */
  private layersWanted(): Map<string, SimulcastLayer> {
    return new Map(
      this.wants
        .filter((want) => want.kind === 'camera')
        .map((want) => [want.participantId, want.layer]),
    );
  }

  /**
   * Everything watched, for the budget: the cameras at the layer their tiles need (off screen:
   * the lowest), on-screen ones first in stage order, the screens, and each camera's audio.
   */
  private demand(): Demand {
    const wanted = this.layersWanted();
    const order = (id: string) => {
      const at = this.wants.findIndex((w) => w.participantId === id);
      return at < 0 ? this.wants.length : at;
    };
    const owners = [...this.watching.values()]
      .flatMap((w) => (w.owner ? [w.owner] : []))
      .sort((a, b) => order(a.participantId) - order(b.participantId));
    return {
      wants: owners.map((owner) => ({
        ...owner,
        layer: wanted.get(owner.participantId) ?? 0,
      })),
      audioStreams: owners.filter((o) => o.kind === 'camera').length,
    };
  }

  /** Every camera's mountpoint asked for the layer its tile needs, under the budget. */
  private askLayers() {
    const capped = new Map(
      this.budget
        .cap(this.demand())
        .filter((want) => want.kind === 'camera')
        .map((want) => [want.participantId, want.layer]),
    );
    for (const watching of this.watching.values())
      this.askLayer(watching, capped.get(watching.owner?.participantId ?? ''));
  }

  /** A camera's mountpoint sends the layer asked (Janus starts with the highest). */
  private askLayer(watching: Watching, layer: SimulcastLayer = 0) {
    const { owner, handle } = watching;
    if (
      !owner ||
      owner.kind !== 'camera' ||
      !handle ||
      !watching.pc.localDescription
    )
      return;
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
    this.askLayers();
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
