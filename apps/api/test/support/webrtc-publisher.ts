// A real WebRTC publisher for the SFU tests: Janus tells a room of a publisher (and so the api's
// observer learns its audio mids) only once its PeerConnection is up, which an SDP-only offer
// never is. werift (WebRTC in TypeScript, no native parts) connects on loopback; it sends no RTP:
// the tests need the connection and its streams, not media.
import {
  RTCIceCandidate,
  RTCPeerConnection,
  type RTCSessionDescription,
} from 'werift';

export interface WebRtcPublisher {
  /** The offer (every candidate in it) for a VideoRoom `publish` or `configure`. */
  offer(): Promise<{ type: 'offer'; sdp: string; trickle: false }>;
  /** Applies Janus's answer and waits until the connection is up. */
  answered(answer: unknown): Promise<void>;
  /** A candidate Janus trickled (it sends its own apart from the answer). */
  candidate(candidate: { candidate: string; sdpMid?: string }): void;
  close(): Promise<void>;
}

const CONNECT_TIMEOUT_MS = 10_000;

function connected(pc: RTCPeerConnection): Promise<void> {
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

/** Audio at mid 0 and video at mid 1, as a browser's camera publisher offers them. */
export function webRtcPublisher(): WebRtcPublisher {
  let pc: RTCPeerConnection | null = null;
  // Janus may trickle before its answer arrives: held until the answer is applied.
  let waiting: RTCIceCandidate[] | null = [];
  const add = (candidate: RTCIceCandidate) =>
    pc?.addIceCandidate(candidate).catch(() => undefined);
  return {
    async offer() {
      await pc?.close();
      waiting = [];
      pc = new RTCPeerConnection({
        iceServers: [],
        iceAdditionalHostAddresses: ['127.0.0.1'],
        // One transport for both streams, as browsers and Janus bundle them.
        bundlePolicy: 'max-bundle',
      });
      pc.addTransceiver('audio', { direction: 'sendonly' });
      pc.addTransceiver('video', { direction: 'sendonly' });
      await pc.setLocalDescription(await pc.createOffer());
      if (pc.iceGatheringState !== 'complete') {
        const gathering = pc;
        await new Promise<void>((resolve) =>
          gathering.iceGatheringStateChange.subscribe(
            (state) => state === 'complete' && resolve(),
          ),
        );
      }
      const { sdp } = pc.localDescription as RTCSessionDescription;
      return { type: 'offer', sdp, trickle: false };
    },
    async answered(answer) {
      if (!pc) throw new Error('no offer was made');
      await pc.setRemoteDescription(answer as RTCSessionDescription);
      for (const candidate of waiting ?? []) await add(candidate);
      waiting = null;
      await connected(pc);
    },
    candidate({ candidate, sdpMid }) {
      const remote = new RTCIceCandidate({ candidate, sdpMid });
      if (waiting) waiting.push(remote);
      else void add(remote);
    },
    async close() {
      await pc?.close();
      pc = null;
    },
  };
}
