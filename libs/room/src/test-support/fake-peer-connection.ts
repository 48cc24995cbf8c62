// Peer connections in miniature for the mesh's tests (WebRTC does not run in Jest): offers and
// answers carry each transceiver's mid, kind and direction, and answering, applying an answer,
// rolling back, `currentDirection`, `track` events and `negotiationneeded` follow the WebRTC
// spec's rules for those. No media flows: a received track says which of the other end's
// tracks it would play now (`playing`), from both ends' agreed directions and what they send.

type Direction = RTCRtpTransceiverDirection;

interface Line {
  mid: string;
  kind: string;
  direction: Direction;
}

interface Description {
  /** The connection that wrote it (how the two ends of a link find each other). */
  from: string;
  lines: Line[];
}

/** A received track: which of the other end's tracks it plays now (null: nothing comes). */
export type FakeRemoteTrack = MediaStreamTrack & { playing(): string | null };

/** What the video tracks of `stream` play now. */
export const playing = (stream: MediaStream | undefined) =>
  stream?.getVideoTracks().map((t) => (t as FakeRemoteTrack).playing()) ?? [];

const sends = (d: Direction | null) => d === 'sendrecv' || d === 'sendonly';
const receives = (d: Direction | null) => d === 'sendrecv' || d === 'recvonly';
const directionOf = (send: boolean, receive: boolean): Direction =>
  send && receive
    ? 'sendrecv'
    : send
      ? 'sendonly'
      : receive
        ? 'recvonly'
        : 'inactive';

/** A track as far as the mesh looks at it. */
export const fakeTrack = (kind: 'audio' | 'video', id: string) =>
  ({ kind, id }) as MediaStreamTrack;

/** A stream holding tracks. */
export function fakeStream(): MediaStream {
  const tracks: MediaStreamTrack[] = [];
  return {
    getTracks: () => [...tracks],
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    addTrack: (track: MediaStreamTrack) => void tracks.push(track),
    removeTrack: (track: MediaStreamTrack) =>
      void tracks.splice(tracks.indexOf(track), 1),
  } as unknown as MediaStream;
}

class FakeTransceiver {
  mid: string | null = null;
  currentDirection: Direction | null = null;
  /** What this end said in the negotiation under way or the last one. */
  offered: Direction | null = null;
  readonly receiver: { track: FakeRemoteTrack };
  readonly sender: {
    track: MediaStreamTrack | null;
    replaceTrack(track: MediaStreamTrack | null): Promise<void>;
  };
  private readonly changed: () => void;
  constructor(
    pc: FakePeerConnection,
    kind: string,
    track: MediaStreamTrack | null,
    private wanted: Direction,
  ) {
    this.receiver = {
      track: {
        ...fakeTrack(kind as 'audio', `${pc.id}-${kind}-received`),
        playing: () => pc.playing(this),
      } as FakeRemoteTrack,
    };
    this.changed = () => pc.negotiationNeeded();
    const sender = {
      track,
      replaceTrack: async (next: MediaStreamTrack | null) => {
        sender.track = next;
      },
    };
    this.sender = sender;
  }
  get direction() {
    return this.wanted;
  }
  set direction(direction: Direction) {
    this.wanted = direction;
    this.changed();
  }
}

export class FakePeerConnection {
  /** The other end of the link, known from its first description. */
  private remote: FakePeerConnection | null = null;
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: RTCSessionDescriptionInit | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack:
    | ((event: {
        track: MediaStreamTrack;
        transceiver: FakeTransceiver;
      }) => void)
    | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  private readonly transceivers: FakeTransceiver[] = [];
  private remoteOffer: Line[] | null = null;
  private iceRestart = false;
  private needCheck = false;

  constructor(
    readonly id: string,
    private readonly everyone: Map<string, FakePeerConnection>,
  ) {
    everyone.set(id, this);
  }

  addTransceiver(
    trackOrKind: MediaStreamTrack | string,
    { direction }: { direction: Direction },
  ) {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    const kind = track?.kind ?? (trackOrKind as string);
    const transceiver = new FakeTransceiver(this, kind, track, direction);
    this.transceivers.push(transceiver);
    this.negotiationNeeded();
    return transceiver;
  }

  getTransceivers() {
    return [...this.transceivers];
  }

  async setLocalDescription(): Promise<void> {
    if (this.signalingState === 'have-remote-offer') return this.answer();
    this.transceivers.forEach((t, index) => {
      t.mid ??= String(index);
      t.offered = t.direction;
    });
    this.iceRestart = false;
    this.signalingState = 'have-local-offer';
    this.localDescription = { type: 'offer', sdp: this.sdp() };
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    const { from, lines } = JSON.parse(description.sdp ?? '') as Description;
    this.remote = this.everyone.get(from) ?? null;
    if (description.type === 'offer') {
      // An offer over our own: ours is rolled back (the polite end).
      this.signalingState = 'have-remote-offer';
      for (const line of lines)
        if (!this.transceivers.some((t) => t.mid === line.mid)) {
          const created = new FakeTransceiver(
            this,
            line.kind,
            null,
            'recvonly',
          );
          created.mid = line.mid;
          this.transceivers.push(created);
        }
      this.remoteOffer = lines;
      return;
    }
    // An answer to our offer: each line's direction as the other end answered it, seen from here.
    for (const line of lines) {
      const transceiver = this.transceivers.find((t) => t.mid === line.mid);
      if (transceiver)
        this.negotiated(
          transceiver,
          directionOf(receives(line.direction), sends(line.direction)),
        );
    }
    this.stable();
  }

  /** No candidates in miniature: the link is up once negotiated. */
  async addIceCandidate(): Promise<void> {
    return undefined;
  }

  restartIce() {
    this.iceRestart = true;
    this.negotiationNeeded();
  }

  async getStats() {
    return new Map();
  }

  close() {
    this.signalingState = 'closed';
  }

  private answer() {
    const offer = this.remoteOffer ?? [];
    const lines = offer.map((line) => {
      const transceiver = this.transceivers.find((t) => t.mid === line.mid);
      const direction = directionOf(
        sends(transceiver?.direction ?? 'inactive') && receives(line.direction),
        receives(transceiver?.direction ?? 'inactive') && sends(line.direction),
      );
      if (transceiver) {
        transceiver.offered = transceiver.direction;
        this.negotiated(transceiver, direction);
      }
      return { ...line, direction };
    });
    this.localDescription = { type: 'answer', sdp: this.sdp(lines) };
    this.remoteOffer = null;
    this.stable();
  }

  /** A line agreed: a track event when it starts bringing the other end's media. */
  private negotiated(transceiver: FakeTransceiver, direction: Direction) {
    const before = transceiver.currentDirection;
    transceiver.currentDirection = direction;
    if (receives(direction) && !receives(before))
      this.ontrack?.({ track: transceiver.receiver.track, transceiver });
  }

  private stable() {
    this.signalingState = 'stable';
    if (this.needCheck || this.wantsNegotiation()) this.negotiationNeeded();
  }

  private sdp(
    lines = this.transceivers.map((t) => ({
      mid: t.mid ?? '',
      kind: t.receiver.track.kind,
      direction: t.direction,
    })),
  ) {
    return JSON.stringify({ from: this.id, lines } satisfies Description);
  }

  /** The other end's track `transceiver` plays: both ends agreed, and it sends one. */
  playing(transceiver: FakeTransceiver): string | null {
    if (!receives(transceiver.currentDirection)) return null;
    const theirs = this.remote?.transceivers.find(
      (t) => t.mid === transceiver.mid,
    );
    if (!theirs || !sends(theirs.currentDirection)) return null;
    return theirs.sender.track?.id ?? null;
  }

  private wantsNegotiation() {
    return (
      this.iceRestart ||
      this.transceivers.some((t) => t.mid === null || t.offered !== t.direction)
    );
  }

  /** As browsers do: once stable, and only while something is left to negotiate. */
  negotiationNeeded() {
    if (this.signalingState !== 'stable') {
      this.needCheck = true;
      return;
    }
    this.needCheck = false;
    queueMicrotask(() => {
      if (this.signalingState === 'stable' && this.wantsNegotiation())
        this.onnegotiationneeded?.();
    });
  }
}
