// Which media transport a room uses, and the moves between them (docs/live-room-ui.md, "SFU"):
// the mesh for small rooms; on a `media` frame the SFU, while the mesh keeps playing until the
// SFU's media flows; a new SFU transport with each fresh access after its node went away; none
// while the SFU is reconnecting or unavailable. What we send follows every transport alive.
import type {
  IceServer,
  RoomSfuAccess,
  RoomWatchAccess,
} from '@ruume/contracts';
import type {
  MediaTransport,
  SfuMediaTransport,
  SignalSender,
} from './media-transport';
import type { LiveRoomState } from './room-state';
import { feedOwners, type FeedOwner, type VideoWant } from './stage-layout';
import type { WatchTransport } from './watch-transport';

export interface TransportFactories {
  createTransport?: (options: {
    selfId: string;
    iceServers: IceServer[];
    sendSignal: SignalSender;
  }) => MediaTransport | null;
  createSfuTransport?: (options: {
    selfId: string;
    access: RoomSfuAccess;
    iceServers: IceServer[];
    owners: () => Map<number, FeedOwner>;
  }) => SfuMediaTransport | null;
  /** The audience's: the stage through Streaming mountpoints (watch-transport.ts). */
  createWatchTransport?: (options: {
    access: RoomWatchAccess;
    iceServers: IceServer[];
    owners: () => Map<number, FeedOwner>;
  }) => WatchTransport | null;
}

export interface TransportSwitchOptions extends TransportFactories {
  sendSignal: SignalSender;
  room: () => LiveRoomState;
  /** What we send now. */
  local: () => {
    audio: MediaStreamTrack | null;
    camera: MediaStreamTrack | null;
    screen: MediaStreamTrack | null;
  };
  /** Everyone's camera (with audio) and screen streams changed. */
  onRemote: (
    cameras: Record<string, MediaStream>,
    screens: Record<string, MediaStream>,
  ) => void;
  /** A stream to measure for the speaker ring (the mesh's; the SFU says who talks). */
  onMeasure: (participantId: string, stream: MediaStream | null) => void;
  onSpeaking: (participantId: string, talking: boolean) => void;
  /**
   * Whether this browser reaches the SFU: false after a few failed connections in a row or no
   * media within UNREACHABLE_AFTER_MS of trying (a firewall), true again once media flows.
   */
  onSfuReach?: (reachable: boolean) => void;
}

interface Live {
  transport: MediaTransport;
  mode: 'mesh' | 'sfu' | 'watch';
  /** Its Janus connection died (Janus restarted): replaced even for the same room. */
  gone?: boolean;
  cameras: Record<string, MediaStream>;
  screens: Record<string, MediaStream>;
}

/** How soon a transport whose Janus connection died is replaced (Janus restarts in about 1 s). */
const GONE_RETRY_MS = 1500;

/** Failed Janus connections in a row, or time without media, before the person is told. */
const UNREACHABLE_AFTER_FAILURES = 3;
export const UNREACHABLE_AFTER_MS = 15_000;

/** Keeps the transport the room's media mode asks for. */
export class TransportSwitch {
  private current: Live | null = null;
  /** The mesh, playing until the SFU's media flows. */
  private leaving: Live | null = null;
  private wants: VideoWant[] = [];
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** Since the SFU was asked for and until its media flows (undefined: not waiting). */
  private reaching: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private unreachable = false;

  constructor(private readonly options: TransportSwitchOptions) {}

  transport(): MediaTransport | null {
    return this.current?.transport ?? null;
  }

  /** Creates, replaces or drops the transport for the room's state; true if it is new. */
  follow(): boolean {
    const room = this.options.room();
    const self = room.self;
    if (!self) return false;
    if (self.role === 'audience') return this.followWatch();
    if (room.mediaMode === 'mesh') {
      this.reached(true);
      if (this.current?.mode === 'mesh') return false;
      this.drop();
      return this.adopt(
        this.options.createTransport?.({
          selfId: self.id,
          iceServers: room.iceServers,
          sendSignal: this.options.sendSignal,
        }) ?? null,
        'mesh',
      );
    }
    // Just invited on stage: watching ends, the stage's media takes over.
    if (this.current?.mode === 'watch') this.drop();
    const access = room.sfu;
    const sfu = this.current?.mode === 'sfu' ? this.current : null;
    if (
      sfu &&
      !sfu.gone &&
      access &&
      (sfu.transport as SfuMediaTransport).sameRoom(access)
    )
      return false;
    // The SFU's node went away (or moved): its media is gone; the mesh may still play.
    if (sfu) this.drop();
    // Reconnecting or unavailable: the room says so for everyone, not this browser's reach.
    if (!access) {
      this.reached(true);
      return false;
    }
    if (this.current?.mode === 'mesh') {
      this.leaving = this.current;
      this.current = null;
    }
    const transport =
      this.options.createSfuTransport?.({
        selfId: self.id,
        access,
        iceServers: room.iceServers,
        owners: () => feedOwners(this.everyone()),
      }) ?? null;
    if (!transport) return false;
    transport.onFlowing(() => {
      this.closeLeaving();
      this.reached(true);
    });
    const adopted = this.adopt(transport, 'sfu');
    const live = this.current;
    this.reaching ??= setTimeout(
      () => this.reached(false),
      UNREACHABLE_AFTER_MS,
    );
    transport.onGone(() => {
      if (!live || this.current !== live) return;
      live.gone = true;
      if (++this.failures >= UNREACHABLE_AFTER_FAILURES) this.reached(false);
      this.retrySoon();
    });
    return adopted;
  }

  /** The audience watches the stage with the access the room holds (none: nothing plays). */
  private followWatch(): boolean {
    const room = this.options.room();
    const access = room.watch;
    const watching =
      this.current?.mode === 'watch'
        ? (this.current.transport as WatchTransport)
        : null;
    if (
      watching &&
      !this.current?.gone &&
      access &&
      watching.sameNode(access)
    ) {
      watching.update(access);
      return false;
    }
    this.drop();
    if (!access) return false;
    const transport =
      this.options.createWatchTransport?.({
        access,
        iceServers: room.iceServers,
        owners: () => feedOwners(this.everyone()),
      }) ?? null;
    if (!transport) return false;
    transport.onFlowing(() => this.reached(true));
    const adopted = this.adopt(transport, 'watch');
    const live = this.current;
    transport.onGone(() => {
      if (!live || this.current !== live) return;
      live.gone = true;
      this.retrySoon();
    });
    return adopted;
  }

  /**
   * After a dead Janus connection: join again with the access the room holds by then (the api's
   * fresh access after it recreated the VideoRoom, often for the same room id), until the room
   * says the SFU is reconnecting (no access) or a new transport is up.
   */
  private retrySoon() {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (this.current?.gone) this.follow();
    }, GONE_RETRY_MS);
  }

  /** Says whether the SFU is reached; stops waiting once it is, or once told it is not. */
  private reached(reachable: boolean) {
    clearTimeout(this.reaching);
    this.reaching = undefined;
    if (reachable) this.failures = 0;
    if (this.unreachable === !reachable) return;
    this.unreachable = !reachable;
    this.options.onSfuReach?.(reachable);
  }

  /** A refreshed token for the same VideoRoom (the ticket frame). */
  refreshAccess() {
    if (this.current?.mode === 'watch') {
      this.follow();
      return;
    }
    const access = this.options.room().sfu;
    const sfu = this.current?.mode === 'sfu' ? this.current.transport : null;
    if (access && sfu && (sfu as SfuMediaTransport).sameRoom(access))
      (sfu as SfuMediaTransport).refreshToken(access);
  }

  /** Fresh ICE servers came (a ticket, a welcome): every transport alive takes them. */
  refreshIceServers() {
    const { iceServers } = this.options.room();
    this.each((transport) => transport.setIceServers(iceServers));
  }

  /** Calls `run` on every transport alive (the mesh still playing included). */
  each(run: (transport: MediaTransport) => void) {
    [this.current, this.leaving].forEach((live) => live && run(live.transport));
  }

  async sendAudio(track: MediaStreamTrack | null) {
    await Promise.all(this.alive().map((t) => t.replaceTrack('audio', track)));
  }

  async sendCamera(track: MediaStreamTrack | null) {
    await Promise.all(this.alive().map((t) => t.replaceTrack('video', track)));
  }

  /** Our shared screen, beside the camera. */
  async sendScreen(track: MediaStreamTrack | null) {
    await Promise.all(this.alive().map((t) => t.setScreenTrack?.(track)));
  }

  showVideos(wants: VideoWant[]) {
    this.wants = wants;
    this.each((t) => t.showVideos?.(wants));
  }

  close() {
    clearTimeout(this.retry);
    clearTimeout(this.reaching);
    this.closeLeaving();
    this.drop();
  }

  private alive(): MediaTransport[] {
    const all: MediaTransport[] = [];
    this.each((t) => all.push(t));
    return all;
  }

  private everyone() {
    const room = this.options.room();
    return room.self ? [room.self, ...room.others] : room.others;
  }

  private adopt(transport: MediaTransport | null, mode: Live['mode']) {
    if (!transport) return false;
    const live: Live = { transport, mode, cameras: {}, screens: {} };
    this.current = live;
    const { audio, camera, screen } = this.options.local();
    transport.setLocalTracks({ audio, video: camera });
    if (screen) void transport.setScreenTrack?.(screen);
    transport.onRemoteStream((id, stream) => {
      live.cameras = withStream(live.cameras, id, stream);
      if (mode === 'mesh') this.options.onMeasure(id, stream);
      this.publish();
    });
    transport.onRemoteScreen?.((id, stream) => {
      live.screens = withStream(live.screens, id, stream);
      this.publish();
    });
    transport.onSpeaking?.(this.options.onSpeaking);
    transport.showVideos?.(this.wants);
    return true;
  }

  private closeLeaving() {
    if (!this.leaving) return;
    this.unmeasure(this.leaving);
    this.leaving.transport.close();
    this.leaving = null;
    this.publish();
  }

  private drop() {
    if (!this.current) return;
    this.unmeasure(this.current);
    this.current.transport.close();
    this.current = null;
    this.publish();
  }

  private unmeasure(live: Live) {
    if (live.mode === 'mesh')
      Object.keys(live.cameras).forEach((id) =>
        this.options.onMeasure(id, null),
      );
  }

  /** The streams of the mesh still playing, overridden by the current transport's. */
  private publish() {
    const layers = [this.leaving, this.current].filter((l): l is Live => !!l);
    this.options.onRemote(
      Object.assign({}, ...layers.map((l) => l.cameras)),
      Object.assign({}, ...layers.map((l) => l.screens)),
    );
  }
}

const withStream = (
  streams: Record<string, MediaStream>,
  id: string,
  stream: MediaStream | null,
) => {
  const next = { ...streams };
  if (stream) next[id] = stream;
  else delete next[id];
  return next;
};
