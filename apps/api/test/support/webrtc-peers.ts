// Real WebRTC peers for the SFU tests, werift (WebRTC in TypeScript, no native parts) on
// loopback. Janus tells a room of a publisher (and so the api's observer learns its audio mids)
// only once its PeerConnection is up, which an SDP-only offer never is; a watcher counts the RTP
// a mountpoint sends it. Both take Janus's trickled candidates (Janus sends its own apart from
// its SDP) and bundle their streams on one transport, as browsers and Janus do.
import {
  MediaStreamTrack,
  RTCIceCandidate,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  type RTCSessionDescription,
} from 'werift';
import type { JanusConnection } from '../../src/adapters/janus/janus-client';
import { type FfmpegMedia, ffmpegRtp } from './ffmpeg-rtp';

export interface TrickledCandidate {
  candidate: string;
  sdpMid?: string;
}

export type Description = {
  type: 'offer' | 'answer';
  sdp: string;
  trickle: false;
};

export interface WebRtcPublisher {
  /** The offer (every candidate in it) for a VideoRoom `publish` or `configure`. */
  offer(): Promise<Description>;
  /** Applies Janus's answer and waits until the connection is up. */
  answered(answer: unknown): Promise<void>;
  candidate(candidate: TrickledCandidate): void;
  close(): Promise<void>;
  /** How many key frame requests (PLI or FIR) reached its video so far. */
  keyFrameRequests?(): number;
}

export interface WebRtcWatcher {
  /** Answers a mountpoint's offer (for its `start`); connected() waits for the link. */
  answer(offer: unknown): Promise<Description>;
  connected(): Promise<void>;
  candidate(candidate: TrickledCandidate): void;
  /** RTP payload bytes received so far, by kind. */
  readonly received: { audio: number; video: number };
  /** The same by the mountpoint's mid (a stage mountpoint carries several feeds). */
  readonly receivedByMid: Readonly<Record<string, number>>;
  /** The payload size of the last packet received, by kind. */
  readonly lastPayload: { audio: number; video: number };
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 10_000;
/** A VP8-shaped frame every 66 ms: enough RTP for a watcher to count, no encoder needed. */
const FRAME_MS = 66;

export function connected(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not connected: ${pc.connectionState}`)),
      CONNECT_TIMEOUT_MS,
    );
    const check = () => {
      if (pc.connectionState !== 'connected') return;
      clearTimeout(timer);
      resolve();
    };
    pc.connectionStateChange.subscribe(check);
    check();
  });
}

export const newPeer = () =>
  new RTCPeerConnection({
    iceServers: [],
    iceAdditionalHostAddresses: ['127.0.0.1'],
    bundlePolicy: 'max-bundle',
  });

/** The local description once every candidate is gathered into it. */
export async function gathered(pc: RTCPeerConnection): Promise<Description> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) =>
      pc.iceGatheringStateChange.subscribe(
        (state) => state === 'complete' && resolve(),
      ),
    );
  }
  const { type, sdp } = pc.localDescription as RTCSessionDescription;
  return { type: type as Description['type'], sdp, trickle: false };
}

/** Janus may trickle before the remote description is set: held until it is. */
export function candidateQueue(peer: () => RTCPeerConnection | null) {
  let waiting: RTCIceCandidate[] | null = [];
  const add = (candidate: RTCIceCandidate) =>
    peer()
      ?.addIceCandidate(candidate)
      .catch(() => undefined);
  return {
    reset() {
      waiting = [];
    },
    async flush() {
      for (const candidate of waiting ?? []) await add(candidate);
      waiting = null;
    },
    push({ candidate, sdpMid }: TrickledCandidate) {
      const remote = new RTCIceCandidate({ candidate, sdpMid });
      if (waiting) waiting.push(remote);
      else void add(remote);
    },
  };
}

/** Writes VP8-shaped RTP (a key frame each 2 s) to `track` until stopped. */
/**
 * A VP8 frame as Janus reads it: a payload descriptor (start of a partition), then a frame
 * header whose key frames carry the start code and the picture's size (janus_vp8_is_keyframe).
 */
export function vp8Frame(
  bytes: number,
  key: boolean,
  [width, height]: readonly [number, number] = [640, 360],
): Buffer {
  const payload = Buffer.alloc(bytes, 0x42);
  payload[0] = 0x10;
  payload[1] = key ? 0x00 : 0x01;
  if (key) {
    payload.set([0x9d, 0x01, 0x2a], 4);
    payload.writeUInt16LE(width, 7);
    payload.writeUInt16LE(height, 9);
  }
  return payload;
}

function sendFrames(track: MediaStreamTrack): () => void {
  let frame = 0;
  const timer = setInterval(() => {
    // A key frame every 30 frames: Janus starts a watcher's video on one.
    const payload = vp8Frame(1000, frame % 30 === 0);
    const header = new RtpHeader({
      payloadType: 96,
      sequenceNumber: frame & 0xffff,
      timestamp: (frame * 90 * FRAME_MS) >>> 0,
      marker: true,
    });
    track.writeRtp(new RtpPacket(header, payload));
    frame++;
  }, FRAME_MS);
  return () => clearInterval(timer);
}

/**
 * Audio at mid 0 and video at mid 1, as a browser's camera publisher offers them; with
 * `frames`, the video carries synthetic VP8 frames (else no RTP flows: the connection suffices);
 * with `media`, both carry real media from ffmpeg (a colour and a tone: ffmpeg-rtp.ts).
 */
export function webRtcPublisher(
  options: { frames?: boolean; media?: FfmpegMedia } = {},
) {
  let pc: RTCPeerConnection | null = null;
  let stop = () => undefined as void;
  let keyFrameRequests = 0;
  const candidates = candidateQueue(() => pc);
  const publisher: WebRtcPublisher = {
    async offer() {
      await publisher.close();
      candidates.reset();
      pc = newPeer();
      const video = new MediaStreamTrack({ kind: 'video' });
      const audio = new MediaStreamTrack({ kind: 'audio' });
      pc.addTransceiver(audio, { direction: 'sendonly' });
      pc.addTransceiver(video, {
        direction: 'sendonly',
      }).sender.onRtcp.subscribe((rtcp) => {
        // Payload-specific feedback: PLI (count 1) and FIR (4), not REMB (15).
        const count = rtcp.type === 206 ? rtcp.feedback.count : 0;
        if (count === 1 || count === 4) keyFrameRequests++;
      });
      if (options.media) {
        const stops = [
          await ffmpegRtp('audio', audio, options.media),
          await ffmpegRtp('video', video, options.media),
        ];
        stop = () => stops.forEach((s) => s());
      } else if (options.frames) stop = sendFrames(video);
      await pc.setLocalDescription(await pc.createOffer());
      return gathered(pc);
    },
    async answered(answer) {
      if (!pc) throw new Error('no offer was made');
      await pc.setRemoteDescription(answer as RTCSessionDescription);
      await candidates.flush();
      await connected(pc);
    },
    candidate: (candidate) => candidates.push(candidate),
    async close() {
      stop();
      await pc?.close();
      pc = null;
    },
    keyFrameRequests: () => keyFrameRequests,
  };
  return publisher;
}

export function webRtcWatcher(): WebRtcWatcher {
  const pc = newPeer();
  const received = { audio: 0, video: 0 };
  const lastPayload = { audio: 0, video: 0 };
  const candidates = candidateQueue(() => pc);
  const receivedByMid: Record<string, number> = {};
  pc.ontrack = ({ track, transceiver }) =>
    track.onReceiveRtp.subscribe((rtp) => {
      received[track.kind as 'audio' | 'video'] += rtp.payload.length;
      lastPayload[track.kind as 'audio' | 'video'] = rtp.payload.length;
      const mid = transceiver.mid ?? '';
      receivedByMid[mid] = (receivedByMid[mid] ?? 0) + rtp.payload.length;
    });
  return {
    received,
    receivedByMid,
    lastPayload,
    async answer(offer) {
      await pc.setRemoteDescription(offer as RTCSessionDescription);
      await candidates.flush();
      await pc.setLocalDescription(await pc.createAnswer());
      return gathered(pc);
    },
    connected: () => connected(pc),
    candidate: (candidate) => candidates.push(candidate),
    close: () => pc.close(),
  };
}

/** Hands the candidates Janus trickles on a handle to `peer` (the current one, when it changes). */
export function trickleTo(
  connection: JanusConnection,
  handleId: number,
  peer: () => { candidate(candidate: TrickledCandidate): void } | undefined,
): void {
  connection.onHandleEvent(handleId, (message) => {
    const candidate = message.janus === 'trickle' && message.candidate;
    if (candidate && !(candidate as { completed?: true }).completed)
      peer()?.candidate(candidate as TrickledCandidate);
  });
}
