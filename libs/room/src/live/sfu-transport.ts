// Media through the SFU (Janus VideoRoom) for rooms above peer-to-peer (docs/live-room-ui.md,
// "SFU"): one Janus session with the access the api gave; the camera and microphone published
// under the participant's camera feed (video in three simulcast layers), a shared screen as a
// second publisher beside it, and one multistream subscriber receiving everyone's audio and the
// videos on screen at the layer each tile needs. Janus's publishers are mapped to participants
// by the feed ids the api gives everyone.
import type { IceServer, RoomSfuAccess } from '@ruume/contracts';
import {
  JanusSession,
  type JanusSocketConstructor,
  type PluginEvent,
} from './janus-browser';
import type {
  MediaTransport,
  PeerStats,
  RemoteStreamListener,
} from './media-transport';
import type { BudgetReport, ReceivedVideo } from './downlink-budget';
import { Listeners } from './listeners';
import type { StatsEntry } from './mesh-transport';
import { SfuDownlink } from './sfu-downlink';
import { SfuPublisher } from './sfu-publisher';
import { SfuRemoteStreams } from './sfu-remote-streams';
import { SfuSubscriber } from './sfu-subscriber';
import { talkingAtJoin } from './sfu-talking';
import {
  desiredStreams,
  layerRequests,
  publishersFrom,
  type JanusPublisher,
} from './sfu-subscriptions';
import type { FeedOwner, VideoWant } from './stage-layout';

export interface SfuTransportOptions {
  selfId: string;
  access: RoomSfuAccess;
  iceServers: IceServer[];
  /** Feed ids → participants, read each time (people come and go). */
  owners: () => Map<number, FeedOwner>;
  WebSocket?: JanusSocketConstructor;
  /** The clock the downlink's readings are timed by (tests). */
  now?: () => number;
}

/** A subscriber whose PeerConnection is not up this long after joining is made afresh. */
export const SUBSCRIBER_STALL_MS = 8000;
const STALL_CHECK_MS = 2000;

/** Asking again after a failed subscription change: from 0.5 s, doubling up to 5 s. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5000;

type Tracks = {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
};

export class SfuTransport implements MediaTransport {
  private session: JanusSession | null = null;
  private camera: SfuPublisher | null = null;
  private screen: SfuPublisher | null = null;
  private subscriber: SfuSubscriber | null = null;
  private readonly publishers = new Map<number, JanusPublisher>();
  private wants: VideoWant[] = [];
  private tracks: Tracks = { audio: null, video: null };
  private screenTrack: MediaStreamTrack | null = null;
  private readonly remote = new SfuRemoteStreams();
  private readonly speaking = new Listeners<[id: string, talking: boolean]>();
  private readonly flowing = new Listeners();
  private readonly gone = new Listeners();
  private hasFlowed = false;
  private readonly downlink = new SfuDownlink({
    subscriber: () => this.subscriber,
    wants: () => this.wants,
    owners: () => this.options.owners(),
    now: () => (this.options.now ?? Date.now)(),
    changed: () => this.resubscribe(),
  });
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retries = 0;
  private stallCheck: ReturnType<typeof setInterval> | undefined;
  private privateId: number | undefined;
  /** The ICE servers connections use (refreshed: TURN credentials expire). */
  private iceServers: IceServer[];

  constructor(private readonly options: SfuTransportOptions) {
    this.iceServers = options.iceServers;
    void this.start().catch(() => this.fail());
  }

  /** Media flows (our publisher is up, or a first remote track came). */
  onFlowing(listener: () => void): () => void {
    return this.flowing.add(listener);
  }

  /** The Janus node could not be reached or went away (the api says what next). */
  onGone(listener: () => void): () => void {
    return this.gone.add(listener);
  }

  /** A refreshed Janus token (the ticket frame): later requests carry it. */
  refreshToken(access: RoomSfuAccess) {
    this.session?.setToken(access.token);
  }

  /** Whether `access` reaches the same VideoRoom this transport is in. */
  sameRoom(access: RoomSfuAccess): boolean {
    const current = this.options.access;
    return current.url === access.url && current.room === access.room;
  }

  setLocalTracks(tracks: Tracks) {
    this.tracks = tracks;
    void this.camera?.replaceTrack('audio', tracks.audio);
    void this.camera?.replaceTrack('video', tracks.video);
  }

  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack | null) {
    this.tracks = { ...this.tracks, [kind]: track };
    await this.camera?.replaceTrack(kind, track);
  }

  async setScreenTrack(track: MediaStreamTrack | null) {
    this.screenTrack = track;
    if (!track) {
      this.screen?.close();
      this.screen = null;
      return;
    }
    if (this.screen) await this.screen.replaceTrack('video', track);
    else if (this.camera) await this.startScreen(track);
  }

  setPeers() {
    if (this.remote.redeliver(this.options.owners())) this.noteArriving();
    this.resubscribe();
  }

  async handleSignal() {
    // Signalling with Janus goes over its own socket.
  }

  onRemoteStream(listener: RemoteStreamListener): () => void {
    return this.remote.cameras.add(listener);
  }

  onRemoteScreen(listener: RemoteStreamListener): () => void {
    return this.remote.screens.add(listener);
  }

  onSpeaking(listener: (id: string, talking: boolean) => void): () => void {
    return this.speaking.add(listener);
  }

  showVideos(wants: VideoWant[]) {
    this.wants = wants;
    this.resubscribe();
  }

  stats(): Promise<Record<string, PeerStats>> {
    return this.downlink.stats();
  }

  /** Our camera publisher's connection: what we send. */
  async sendingStats(): Promise<StatsEntry[][]> {
    return this.camera ? [(await this.camera.stats()) as StatsEntry[]] : [];
  }

  /** What our downlink's budget says now (e2e hook). */
  budgetReport(): BudgetReport {
    return this.downlink.report();
  }

  /** Each remote camera on screen: the layer its tile wants, asked and sent (e2e hook). */
  receivedVideos(): Promise<Record<string, ReceivedVideo>> {
    return this.downlink.receivedVideos();
  }

  setIceServers(iceServers: IceServer[]) {
    this.iceServers = iceServers;
    this.camera?.setIceServers(iceServers);
    this.screen?.setIceServers(iceServers);
    this.subscriber?.setIceServers(iceServers);
  }

  restartIce() {
    // Janus's PeerConnections do not depend on the room socket; a node that went away is
    // handled by the api's `media` frames (a new transport with fresh access).
  }

  /** Where this transport stands, for the e2e diagnostics when media does not flow. */
  describe() {
    return {
      session: !!this.session,
      publishing: !!this.camera,
      publishers: [...this.publishers.keys()],
      owners: this.options.owners().size,
      wants: this.wants.length,
      subscriber: this.subscriber?.describe() ?? null,
    };
  }

  /** Each connection's getStats entries (the camera's, the screen's, the subscriber's), for the e2e diagnostics. */
  async statsEntries(): Promise<Record<string, Record<string, unknown>[]>> {
    const subscriber: Record<string, unknown>[] = [];
    (await this.subscriber?.peerConnection().getStats())?.forEach(
      (entry: Record<string, unknown>) => subscriber.push(entry),
    );
    return {
      camera: (await this.camera?.stats()) ?? [],
      screen: (await this.screen?.stats()) ?? [],
      subscriber,
    };
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.stallCheck);
    this.subscriber?.close();
    this.screen?.close();
    this.camera?.close();
    this.session?.close();
    this.remote.close();
    [this.speaking, this.flowing, this.gone].forEach((listeners) =>
      listeners.clear(),
    );
  }

  private async start() {
    const { access, selfId } = this.options;
    const session = await JanusSession.open(
      access.url,
      access.token,
      this.options.WebSocket,
    );
    if (this.closed) return session.close();
    this.session = session;
    session.onGone(() => this.fail());
    this.camera = await SfuPublisher.join({
      session,
      access,
      feed: access.feeds.camera,
      display: selfId,
      iceServers: this.iceServers,
      kind: 'camera',
      onEvent: (event) => this.onRoomEvent(event),
      onConnected: () => this.markFlowing(),
    });
    const publishers = this.camera.joined['publishers'];
    this.notePublishers(publishers);
    // Janus's word on who talks now: one missed before this join does not linger.
    for (const [id, talking] of talkingAtJoin(
      publishers,
      this.options.owners(),
    ))
      this.speaking.emit(id, talking);
    this.privateId = this.camera.joined['private_id'] as number | undefined;
    this.subscriber = this.newSubscriber(session);
    this.stallCheck = setInterval(() => this.replaceStalled(), STALL_CHECK_MS);
    await this.camera.publish(this.tracks);
    if (this.screenTrack) await this.startScreen(this.screenTrack);
    this.resubscribe();
  }

  private newSubscriber(session: JanusSession) {
    return new SfuSubscriber({
      session,
      access: this.options.access,
      privateId: this.privateId,
      iceServers: this.iceServers,
      onStreams: (streams, trackOf) => {
        if (this.remote.deliver(streams, trackOf, this.options.owners()))
          this.noteArriving();
      },
      onFailure: () => this.resubscribeSoon(),
    });
  }

  /** A subscriber that never got going is replaced (Janus then offers everything afresh). */
  private replaceStalled() {
    const session = this.session;
    if (
      !session ||
      this.closed ||
      !this.subscriber?.stalled(SUBSCRIBER_STALL_MS)
    )
      return;
    this.subscriber.close();
    this.subscriber = this.newSubscriber(session);
    this.resubscribe();
  }

  private async startScreen(track: MediaStreamTrack) {
    if (!this.session) return;
    const screen = await SfuPublisher.join({
      session: this.session,
      access: this.options.access,
      feed: this.options.access.feeds.screen,
      display: this.options.selfId,
      iceServers: this.iceServers,
      kind: 'screen',
    });
    if (this.screenTrack !== track || this.closed) return screen.close();
    this.screen = screen;
    await screen.publish({ audio: null, video: track });
  }

  private onRoomEvent({ data }: PluginEvent) {
    const kind = data['videoroom'];
    if (kind === 'talking' || kind === 'stopped-talking') {
      const owner = this.options.owners().get(Number(data['id']));
      if (owner?.kind === 'camera')
        this.speaking.emit(owner.participantId, kind === 'talking');
      return;
    }
    if (Array.isArray(data['publishers']))
      this.notePublishers(data['publishers']);
    for (const field of ['unpublished', 'leaving', 'kicked'])
      if (typeof data[field] === 'number') {
        const feed = data[field] as number;
        this.publishers.delete(feed);
        // Janus says nothing more of a feed that went: it no longer talks.
        const owner = this.options.owners().get(feed);
        if (owner?.kind === 'camera')
          this.speaking.emit(owner.participantId, false);
      }
    this.resubscribe();
  }

  private notePublishers(list: unknown) {
    for (const publisher of publishersFrom(list))
      this.publishers.set(publisher.feed, publisher);
  }

  private resubscribe() {
    const subscriber = this.subscriber;
    if (!subscriber || this.closed) return;
    const owners = this.options.owners();
    const { camera, screen } = this.options.access.feeds;
    const wants = this.downlink.cappedWants();
    const desired = desiredStreams(
      [...this.publishers.values()].filter(
        (p) => p.feed !== camera && p.feed !== screen,
      ),
      owners,
      wants,
      this.options.selfId,
    );
    subscriber.update(desired, (streams, asked) =>
      layerRequests(streams, owners, wants, asked),
    );
  }

  /** A subscription change failed: asked again, sooner at first (Janus may just be busy). */
  private resubscribeSoon() {
    clearTimeout(this.retry);
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.retries);
    this.retries++;
    this.retry = setTimeout(() => this.resubscribe(), delay);
  }

  /** Someone's media arrives: the retries start over, and media flows. */
  private noteArriving() {
    this.retries = 0;
    this.markFlowing();
  }

  private markFlowing() {
    if (this.hasFlowed) return;
    this.hasFlowed = true;
    this.flowing.emit();
  }

  private fail() {
    if (this.closed) return;
    this.gone.emit();
  }
}
