// The audience's media (docs/audience.md): the stage through Janus's Streaming plugin, with the
// token and pin the api handed out. The stage's feeds hold places in mountpoints of up to
// STAGE_PLACES_PER_MOUNTPOINT feeds each ("Places"), so a watcher holds one receive-only
// PeerConnection per mountpoint the access names (one for a stage of up to 8), not one per feed:
// a feed coming or going on the stage changes what a place carries, not the connection. Nothing
// is ever sent: the token opens no VideoRoom. Each place's stream is mapped to its participant by
// the feed ids everyone's entry carries (camera → tile, screen → screen).
import type {
  IceServer,
  RoomWatchAccess,
  RoomWatchStream,
} from '@ruume/contracts';
import { JanusSession, type JanusSocketConstructor } from './janus-browser';
import type {
  MediaTransport,
  PeerStats,
  RemoteStreamListener,
} from './media-transport';
import {
  DownlinkBudget,
  type BudgetReport,
  type ReceivedVideo,
} from './downlink-budget';
import { downlinkReading, type Demand } from './layer-budget';
import { Listeners } from './listeners';
import type { StatsEntry } from './mesh-transport';
import { SfuRemoteStreams } from './sfu-remote-streams';
import { subscriberStats } from './sfu-stats';
import { applyIceServers } from './ice-servers';
import type { FeedOwner, VideoWant } from './stage-layout';
import { WatchMountpoint } from './watch-mountpoint';
import {
  cameraVideos,
  watchDemand,
  watchedFeeds,
  watchedVideos,
} from './watch-readings';

export { STREAMING_PLUGIN } from './watch-mountpoint';

const nothing = (): void => undefined;

/** A stream's key among all mountpoints' (mids are only unique within one). */
const keyOf = (s: RoomWatchStream) => `${s.mountpoint}/${s.mid}`;

export interface WatchTransportOptions {
  access: RoomWatchAccess;
  iceServers: IceServer[];
  /** Feed ids → participants, read each time (people come and go). */
  owners: () => Map<number, FeedOwner>;
  WebSocket?: JanusSocketConstructor;
  /** The clock the downlink's readings are timed by (tests). */
  now?: () => number;
}

export class WatchTransport implements MediaTransport {
  private session: JanusSession | null = null;
  private access: RoomWatchAccess;
  /** The mountpoints watched, by id. */
  private readonly mountpoints = new Map<number, WatchMountpoint>();
  /** Hands each person's tracks out as one stream per camera or screen. */
  private readonly remote = new SfuRemoteStreams();
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

  /** The stage changed (or a fresh token came): watch exactly the mountpoints `access` names. */
  update(access: RoomWatchAccess) {
    this.access = access;
    this.session?.setToken(access.token);
    if (this.session) this.follow();
  }

  /** People came or went: streams not yet owned find their tile. */
  setPeers() {
    this.handOut();
    this.askLayers();
  }

  onRemoteStream(listener: RemoteStreamListener): () => void {
    return this.remote.cameras.add(listener);
  }

  onRemoteScreen(listener: RemoteStreamListener): () => void {
    return this.remote.screens.add(listener);
  }

  /**
   * The videos on screen: each camera's place is asked for the layer its tile needs (as the
   * stage's subscribers are), the others for the lowest, so a watcher of a large stage receives
   * what they see at the size they see it (docs/scaling.md).
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
    for (const { pc } of this.mountpoints.values())
      applyIceServers(pc, iceServers);
  }

  /** Each camera's person's received counts, from the connection of the place it holds. */
  async stats(): Promise<Record<string, PeerStats>> {
    const owners = this.options.owners();
    const cameras = new Map(
      [...owners].filter(([, owner]) => owner.kind === 'camera'),
    );
    const all: Record<string, PeerStats> = {};
    const reports: StatsEntry[][] = [];
    for (const mountpoint of this.mountpoints.values()) {
      const report = await mountpoint.report();
      reports.push([...report.values()]);
      const feedOfMid = new Map(
        this.watched()
          .filter((s) => s.mountpoint === mountpoint.id)
          .map((s) => [s.mid, s.feed]),
      );
      Object.assign(
        all,
        subscriberStats(report, feedOfMid, cameras, mountpoint.totals),
      );
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
    return watchedVideos(
      this.watched(),
      this.mountpoints,
      this.options.owners(),
      this.wants,
    );
  }

  /** Where this transport stands, for the e2e diagnostics when media does not flow. */
  describe() {
    return {
      url: this.access.url,
      session: this.session !== null,
      watching: watchedFeeds(
        this.watched(),
        this.mountpoints,
        this.options.owners(),
      ),
    };
  }

  close() {
    this.closed = true;
    for (const mountpoint of this.mountpoints.values()) mountpoint.stop();
    this.mountpoints.clear();
    this.remote.close();
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

  /**
   * Watches the mountpoints the access names and stops the others; those kept only learn what
   * their places carry now (a feed that changed place is delivered again, not reconnected).
   */
  private follow() {
    const named = new Set(this.access.streams.map((s) => s.mountpoint));
    for (const id of [...this.mountpoints.keys()])
      if (!named.has(id)) this.stop(id);
    for (const id of named) if (!this.mountpoints.has(id)) this.watch(id);
    for (const mountpoint of this.mountpoints.values())
      mountpoint.carry(
        new Map(
          this.access.streams
            .filter((s) => s.mountpoint === mountpoint.id)
            .map((s) => [s.mid, s.feed]),
        ),
      );
    this.deliver();
    this.askLayers();
  }

  private watch(id: number) {
    const { session } = this;
    if (!session) return;
    const mountpoint = new WatchMountpoint({
      session,
      id,
      pin: this.access.pin,
      iceServers: this.iceServers,
      onTrack: () => this.handOut(),
    });
    this.mountpoints.set(id, mountpoint);
    void mountpoint.watch().then(
      () => this.askLayers(),
      // This mountpoint only: the next update watches it again.
      () => {
        if (this.mountpoints.get(id) !== mountpoint) return;
        this.stop(id);
        this.deliver();
      },
    );
  }

  private stop(id: number) {
    this.mountpoints.get(id)?.stop();
    this.mountpoints.delete(id);
  }

  /** The streams of the stage carried by a mountpoint we watch. */
  private watched(): RoomWatchStream[] {
    return this.access.streams.filter((s) =>
      this.mountpoints.has(s.mountpoint),
    );
  }

  /** Hands each person's tracks to their tile or screen; true when anyone's media is out. */
  private deliver(): boolean {
    const streams = this.watched();
    const tracks = new Map(
      streams.map((s) => [
        keyOf(s),
        this.mountpoints.get(s.mountpoint)?.trackAt(s.mid) ?? null,
      ]),
    );
    return this.remote.deliver(
      streams.map((s) => ({
        feed: s.feed,
        mid: s.mid,
        subMid: keyOf(s),
        type: s.type,
      })),
      (subMid) => tracks.get(subMid) ?? null,
      this.options.owners(),
    );
  }

  /** Delivers, and says media flows once anyone's is handed out (a track, and its owner known). */
  private handOut() {
    if (this.deliver()) this.flowing.emit();
  }

  private demand(): Demand {
    return watchDemand(this.watched(), this.options.owners(), this.wants);
  }

  /** Every camera's video asked for the layer its tile needs, under the budget, at its mid. */
  private askLayers() {
    const capped = new Map(
      this.budget
        .cap(this.demand())
        .filter((want) => want.kind === 'camera')
        .map((want) => [want.participantId, want.layer]),
    );
    const videos = cameraVideos(this.watched(), this.options.owners());
    // Janus starts with the highest layer: off screen, the lowest is asked.
    for (const { stream, owner } of videos)
      this.mountpoints
        .get(stream.mountpoint)
        ?.askLayer(stream.mid, capped.get(owner.participantId) ?? 0);
  }

  private fail() {
    if (this.closed) return;
    this.gone.emit();
  }
}
