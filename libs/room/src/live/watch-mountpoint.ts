// One Streaming mountpoint the audience watches (docs/audience.md, "Places"): a page of up to
// STAGE_PLACES_PER_MOUNTPOINT stage feeds, each place an audio and a simulcast video stream under
// its own mid. One Streaming handle and one receive-only PeerConnection; Janus offers every
// place's streams at `watch`, so a place whose feed changes keeps its transceiver and only the
// feed it carries (and the layer asked of it) changes here.
import type { IceServer } from '@ruume/contracts';
import type { JanusHandle, JanusSession, Jsep } from './janus-browser';
import { substreamOf } from './downlink-budget';
import type { StatsEntry } from './mesh-transport';
import { applyRemoteCandidates } from './remote-candidates';
import type { StatsTotals } from './sfu-stats';
import type { SimulcastLayer } from './stage-layout';

export const STREAMING_PLUGIN = 'janus.plugin.streaming';

export interface WatchMountpointOptions {
  session: JanusSession;
  /** The mountpoint's id on the node. */
  id: number;
  pin: string;
  iceServers: IceServer[];
  /** A track arrived (the offer applied): what it carries can be delivered. */
  onTrack: () => void;
}

export class WatchMountpoint {
  readonly pc: RTCPeerConnection;
  /** Each person's previous packet totals on this connection, for the loss since. */
  readonly totals: Map<string, StatsTotals> = new Map();
  private handle: JanusHandle | null = null;
  /** The answer is in: Janus takes `configure` from now on. */
  private started = false;
  private stopped = false;
  /** The receiver track of each mid, once ontrack gave it. */
  private readonly tracks = new Map<string, MediaStreamTrack>();
  /** The feed each place's mid carries now (as the access says). */
  private feeds = new Map<string, number>();
  /** The layer asked of each camera video's mid, and the one Janus says it switched to. */
  private readonly asked = new Map<string, SimulcastLayer>();
  private readonly switched = new Map<string, SimulcastLayer>();

  constructor(private readonly options: WatchMountpointOptions) {
    this.pc = new RTCPeerConnection({
      iceServers: options.iceServers as RTCIceServer[],
    });
    this.pc.ontrack = (event) => {
      const { mid } = event.transceiver;
      if (mid === null) return;
      this.tracks.set(mid, event.track);
      options.onTrack();
    };
  }

  get id(): number {
    return this.options.id;
  }

  /** Attach, `watch` with the pin, answer Janus's offer and `start`; rejects when that fails. */
  async watch(): Promise<void> {
    const { session, id, pin } = this.options;
    const handle = await session.attach(STREAMING_PLUGIN);
    if (this.stopped) return handle.detach();
    this.handle = handle;
    handle.onEvent(({ data }) => {
      const switched = substreamOf(data);
      if (switched?.mid) this.switched.set(switched.mid, switched.substream);
    });
    const { pc } = this;
    pc.onicecandidate = (event) =>
      handle.trickle(event.candidate?.toJSON() ?? null);
    applyRemoteCandidates(handle, pc);
    const offer = await handle.send({ request: 'watch', id, pin });
    if (!offer.jsep) throw new Error('the mountpoint sent no offer');
    await pc.setRemoteDescription(offer.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await handle.send(
      { request: 'start' },
      pc.localDescription as unknown as Jsep,
    );
    this.started = !this.stopped;
  }

  /**
   * The feed each mid carries now. A place whose feed changed is a new video to Janus's layer
   * choice and to the loss counts: its layer is asked again, and the totals start over.
   */
  carry(feeds: Map<string, number>) {
    for (const [mid, feed] of this.feeds)
      if (feeds.get(mid) !== feed) {
        this.asked.delete(mid);
        this.switched.delete(mid);
        this.totals.clear();
      }
    this.feeds = feeds;
  }

  /** The track received at `mid` (null until the offer brought it). */
  trackAt(mid: string): MediaStreamTrack | null {
    return this.tracks.get(mid) ?? null;
  }

  /** Asks the video at `mid` for `layer` (Janus 1.1.2 applies it to that mid only). */
  askLayer(mid: string, layer: SimulcastLayer) {
    const { handle } = this;
    if (!handle || !this.started || this.asked.get(mid) === layer) return;
    this.asked.set(mid, layer);
    // A place without simulcast has one layer: Janus ignores the request.
    void handle
      .send({ request: 'configure', mid, substream: layer })
      .catch(() => undefined);
  }

  /** The layer asked of the video at `mid` and the one Janus said it sends (null: not yet). */
  layerAt(mid: string): {
    asked: SimulcastLayer | null;
    switched: SimulcastLayer | null;
  } {
    return {
      asked: this.asked.get(mid) ?? null,
      switched: this.switched.get(mid) ?? null,
    };
  }

  async report(): Promise<Map<string, StatsEntry>> {
    return (await this.pc.getStats()) as Map<string, StatsEntry>;
  }

  stop() {
    this.stopped = true;
    this.started = false;
    this.handle?.detach();
    this.handle = null;
    this.pc.close();
  }
}
