// The one multistream subscriber of a participant: a handle and a PeerConnection receiving
// everyone's audio and the videos on screen. Changes are queued (Janus negotiates one at a
// time); every offer Janus sends, asked for or not (a publisher left), is answered. A video
// that freezes gets a key frame asked of Janus (frozen-videos.ts).
import type { IceServer, RoomSfuAccess } from '@ruume/contracts';
import type { JanusHandle, JanusSession, PluginEvent } from './janus-browser';
import {
  streamChanges,
  subscribedFrom,
  type FeedStream,
  type SubscribedStream,
} from './sfu-subscriptions';
import { substreamOf } from './downlink-budget';
import { FrozenVideos } from './frozen-videos';
import { applyIceServers } from './ice-servers';
import type { StatsEntry } from './mesh-transport';
import { applyRemoteCandidates } from './remote-candidates';
import { VIDEOROOM_PLUGIN } from './sfu-publisher';
import type { SimulcastLayer } from './stage-layout';

export interface SubscriberOptions {
  session: JanusSession;
  access: RoomSfuAccess;
  /** The camera publisher's `private_id`: Janus ties the subscription to it. */
  privateId: number | undefined;
  iceServers: IceServer[];
  /** What arrives changed: the streams now received, and their tracks by subscriber mid. */
  onStreams: (
    streams: SubscribedStream[],
    trackOf: (subMid: string) => MediaStreamTrack | null,
  ) => void;
  /** A change failed (a feed gone meanwhile, Janus busy): the owner asks again later. */
  onFailure?: (error: unknown) => void;
}

/** How often the received videos are looked at for a freeze (a half of FROZEN_AFTER_MS). */
const FREEZE_CHECK_MS = 250;

export class SfuSubscriber {
  private handle: JanusHandle | null = null;
  /** Janus took our subscriber `join`: later changes are subscribe/unsubscribe. */
  private joined = false;
  private joinedAt = 0;
  private lastError: string | null = null;
  private readonly pc: RTCPeerConnection;
  private streams: SubscribedStream[] = [];
  private readonly asked = new Map<string, SimulcastLayer>();
  /** The layer Janus says each video switched to, by subscriber mid. */
  private readonly switched = new Map<string, SimulcastLayer>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly frozen = new FrozenVideos();
  private freezeCheck: ReturnType<typeof setInterval> | undefined;
  /** A key frame request on its way: the next waits for its answer (a busy Janus answers slowly). */
  private asking = false;

  constructor(private readonly options: SubscriberOptions) {
    this.pc = new RTCPeerConnection({
      iceServers: options.iceServers as RTCIceServer[],
    });
    this.pc.onicecandidate = (event) =>
      this.handle?.trickle(event.candidate?.toJSON() ?? null);
    this.pc.ontrack = () => this.report();
  }

  /** Receive exactly `desired`, then ask each video for its layer (`layers(streams)`). */
  update(
    desired: FeedStream[],
    layers: (
      streams: SubscribedStream[],
      asked: ReadonlyMap<string, SimulcastLayer>,
    ) => { mid: string; substream: SimulcastLayer }[],
  ) {
    this.queue = this.queue
      .then(async () => {
        if (this.closed) return;
        await this.follow(desired);
        const configure = layers(this.streams, this.asked);
        if (configure.length === 0 || !this.handle) return;
        await this.handle.send({ request: 'configure', streams: configure });
        configure.forEach((c) => this.asked.set(c.mid, c.substream));
      })
      .catch((error: unknown) => {
        this.lastError = error instanceof Error ? error.message : String(error);
        if (!this.closed) this.options.onFailure?.(error);
      });
  }

  /**
   * Joined with streams, yet its PeerConnection never got going (still 'new': no offer or no
   * candidate reached it) or failed, for `afterMs`: the owner replaces it with a fresh one.
   */
  stalled(afterMs: number, now = Date.now()): boolean {
    const state = this.pc.connectionState;
    return (
      this.joined &&
      this.streams.length > 0 &&
      (state === 'new' || state === 'failed') &&
      now - this.joinedAt >= afterMs
    );
  }

  /** What the subscriber holds, for the e2e diagnostics. */
  describe() {
    return {
      joined: this.joined,
      streams: this.streams.length,
      connection: this.pc.connectionState,
      lastError: this.lastError,
      keyFramesAsked: this.frozen.asked(),
    };
  }

  setIceServers(iceServers: IceServer[]) {
    applyIceServers(this.pc, iceServers);
  }

  peerConnection(): RTCPeerConnection {
    return this.pc;
  }

  received(): readonly SubscribedStream[] {
    return this.streams;
  }

  /** The layer asked of one video and the one Janus said it sends (null: not yet). */
  layerOf(subMid: string): {
    asked: SimulcastLayer | null;
    switched: SimulcastLayer | null;
  } {
    return {
      asked: this.asked.get(subMid) ?? null,
      switched: this.switched.get(subMid) ?? null,
    };
  }

  close() {
    this.closed = true;
    clearInterval(this.freezeCheck);
    this.pc.close();
    this.handle?.detach();
    this.handle = null;
  }

  private async follow(desired: FeedStream[]) {
    if (!this.joined) {
      if (desired.length > 0) await this.join(desired);
      return;
    }
    if (!this.handle) return;
    const { subscribe, unsubscribe } = streamChanges(this.streams, desired);
    if (unsubscribe.length > 0)
      await this.answer(
        await this.handle.send({
          request: 'unsubscribe',
          streams: unsubscribe,
        }),
      );
    if (subscribe.length > 0) {
      await this.answer(
        await this.handle.send({ request: 'subscribe', streams: subscribe }),
      );
      this.noteLayersAsked(subscribe);
    }
  }

  /** The layers a subscription asked for, by our mid: no `configure` repeats them. */
  private noteLayersAsked(sent: readonly FeedStream[]) {
    for (const { feed, mid, substream } of sent) {
      const received = this.streams.find(
        (s) => s.feed === feed && s.mid === mid && s.type === 'video',
      );
      if (received && substream !== undefined)
        this.asked.set(received.subMid, substream);
    }
  }

  /**
   * The first subscription. A refused join (a feed unpublished meanwhile) leaves no handle
   * behind, so the next change joins afresh instead of subscribing on a handle Janus never took.
   */
  private async join(desired: FeedStream[]) {
    const handle = await this.options.session.attach(VIDEOROOM_PLUGIN);
    this.handle = handle;
    applyRemoteCandidates(handle, this.pc);
    // Offers Janus sends on its own (a publisher left, a postponed update).
    handle.onEvent((event) => {
      const switched = substreamOf(event.data);
      if (switched?.mid) this.switched.set(switched.mid, switched.substream);
      if (event.jsep || Array.isArray(event.data['streams']))
        this.queue = this.queue
          .then(() => this.answer(event))
          .catch(() => undefined);
    });
    try {
      const attached = await handle.send({
        request: 'join',
        ptype: 'subscriber',
        room: this.options.access.room,
        private_id: this.options.privateId,
        token: this.options.access.joinToken,
        streams: desired,
      });
      this.joined = true;
      this.joinedAt = Date.now();
      this.freezeCheck = setInterval(
        () => void this.mendFreezes().catch(() => undefined),
        FREEZE_CHECK_MS,
      );
      await this.answer(attached);
      this.noteLayersAsked(desired);
    } catch (error) {
      if (!this.joined) {
        handle.detach();
        if (this.handle === handle) this.handle = null;
      }
      throw error;
    }
  }

  /**
   * Asks Janus for a key frame of each frozen video: `send: true` on a stream it already sends
   * makes it send its publisher a PLI. Not queued behind a negotiation: a freeze is urgent, and
   * Janus handles one request of a handle at a time anyway. One at a time: a Janus slow to
   * answer (a busy machine) is not sent more while it works through the first.
   */
  private async mendFreezes() {
    if (this.closed || !this.handle || this.asking) return;
    const report = (await this.pc.getStats()) as Map<string, StatsEntry>;
    const mids = this.frozen.note(report.values(), Date.now());
    if (mids.length === 0 || !this.handle) return;
    this.asking = true;
    try {
      await this.handle.send({
        request: 'configure',
        streams: mids.map((mid) => ({ mid, send: true })),
      });
    } finally {
      this.asking = false;
    }
  }

  /** Takes the streams Janus lists and answers its offer, when the event brings one. */
  private async answer(event: PluginEvent) {
    if (Array.isArray(event.data['streams'])) {
      this.streams = subscribedFrom(event.data['streams']);
      for (const layers of [this.asked, this.switched])
        for (const mid of [...layers.keys()])
          if (!this.streams.some((s) => s.subMid === mid)) layers.delete(mid);
    }
    if (event.jsep?.type === 'offer' && this.handle && !this.closed) {
      await this.pc.setRemoteDescription(event.jsep);
      const answer = await this.pc.createAnswer();
      await this.pc.setLocalDescription(answer);
      await this.handle.send(
        { request: 'start' },
        { type: 'answer', sdp: answer.sdp ?? '' },
      );
    }
    this.report();
  }

  private report() {
    if (this.closed) return;
    const transceivers = this.pc.getTransceivers();
    this.options.onStreams(this.streams, (subMid) => {
      const transceiver = transceivers.find((t) => t.mid === subMid);
      return transceiver?.receiver.track ?? null;
    });
  }
}
