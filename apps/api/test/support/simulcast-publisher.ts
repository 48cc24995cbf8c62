// A camera that publishes simulcast, for the audience's layer tests: werift sends one SSRC per
// track, so the offer declares three (an SSRC SIM group, as Chromium did before rids: Janus
// numbers the layers in its order) and the frames go out on the DTLS transport with each
// layer's SSRC. It sends only the layers asked for: a small camera's browser sends fewer than
// three (Chromium drops the layers a 320×240 picture is too small for).
import { randomInt } from 'node:crypto';
import {
  MediaStreamTrack,
  type RTCPeerConnection,
  type RTCRtpTransceiver,
  type RTCSessionDescription,
  RtpHeader,
} from 'werift';
import {
  candidateQueue,
  connected,
  type Description,
  gathered,
  newPeer,
  type WebRtcPublisher,
  vp8Frame,
} from './webrtc-peers';

/** Simulcast layers as Janus numbers them: 0 the smallest, 2 the full picture. */
export type Layer = 0 | 1 | 2;

/** Each layer's frame size: a watcher tells the layers apart by its packets' payloads. */
export const LAYER_PAYLOAD_BYTES = [300, 600, 1000] as const;
const LAYER_SIZES = [
  [320, 180],
  [640, 360],
  [1280, 720],
] as const;
const FRAME_MS = 66;
/** A key frame every 15 frames (1 s): Janus switches a watcher's layer on one. */
const KEY_FRAME_EVERY = 15;

const layerFrame = (layer: Layer, key: boolean) =>
  vp8Frame(LAYER_PAYLOAD_BYTES[layer], key, LAYER_SIZES[layer]);

/** The offer's video section (mid 1) declares the three layers' SSRCs, lowest first. */
function withLayers(offer: Description, ssrcs: number[]): Description {
  const sections = offer.sdp.split(/\r\n(?=m=)/);
  const video = sections.findIndex((s) => s.includes('a=mid:1\r\n'));
  sections[video] = [
    sections[video].replace(/\r\n$/, ''),
    `a=ssrc-group:SIM ${ssrcs.join(' ')}`,
    ...ssrcs.map((ssrc) => `a=ssrc:${ssrc} cname:ruume-simulcast`),
    '',
  ].join('\r\n');
  return { ...offer, sdp: sections.join('\r\n') };
}

/** Audio at mid 0 (silent) and a simulcast video at mid 1 sending `layers` only. */
export function simulcastPublisher(layers: Layer[]): WebRtcPublisher {
  let pc: RTCPeerConnection | null = null;
  let video: RTCRtpTransceiver | null = null;
  let timer: NodeJS.Timeout | undefined;
  const ssrcs = [0, 1, 2].map(() => randomInt(1, 2 ** 31));
  const candidates = candidateQueue(() => pc);

  function sendFrames(transceiver: RTCRtpTransceiver) {
    const payloadType = transceiver.sender.codec?.payloadType ?? 96;
    let frame = 0;
    timer = setInterval(() => {
      for (const layer of layers) {
        const header = new RtpHeader({
          payloadType,
          ssrc: ssrcs[layer],
          sequenceNumber: frame & 0xffff,
          timestamp: (frame * 90 * FRAME_MS) >>> 0,
          marker: true,
        });
        const key = frame % KEY_FRAME_EVERY === 0;
        void transceiver.sender.dtlsTransport.sendRtp(
          layerFrame(layer, key),
          header,
        );
      }
      frame++;
    }, FRAME_MS);
  }

  const publisher: WebRtcPublisher = {
    async offer() {
      await publisher.close();
      candidates.reset();
      pc = newPeer();
      pc.addTransceiver(new MediaStreamTrack({ kind: 'audio' }), {
        direction: 'sendonly',
      });
      video = pc.addTransceiver(new MediaStreamTrack({ kind: 'video' }), {
        direction: 'sendonly',
      });
      await pc.setLocalDescription(await pc.createOffer());
      return withLayers(await gathered(pc), ssrcs);
    },
    async answered(answer) {
      if (!pc || !video) throw new Error('no offer was made');
      await pc.setRemoteDescription(answer as RTCSessionDescription);
      await candidates.flush();
      await connected(pc);
      sendFrames(video);
    },
    candidate: (candidate) => candidates.push(candidate),
    async close() {
      clearInterval(timer);
      await pc?.close();
      pc = null;
    },
  };
  return publisher;
}
