// Synthetic Janus peers for bench:sfu and bench:audience: werift peer connections (pure TypeScript WebRTC, no
// encoder or decoder) that publish a steady stream of VP8-shaped RTP packets at a chosen bitrate,
// or subscribe to feeds (or watch a Streaming mountpoint) and count what arrives. Signalled through apps/web-e2e's Janus client.
import { createRequire } from 'node:module';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
} from 'werift';

const require = createRequire(import.meta.url);
const {
  openJanusSession,
  remoteCandidates,
} = require('../../../apps/web-e2e/src/support/janus-wire.cjs');

const VIDEOROOM = 'janus.plugin.videoroom';
const VP8 = () =>
  new RTCRtpCodecParameters({
    mimeType: 'video/VP8',
    clockRate: 90000,
    payloadType: 96,
    rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
  });

// Opus too: a stage mountpoint offers each place's audio (the publishers here send none).
const OPUS = () =>
  new RTCRtpCodecParameters({
    mimeType: 'audio/opus',
    clockRate: 48000,
    channels: 2,
    payloadType: 111,
  });

const newPeer = () =>
  new RTCPeerConnection({
    iceServers: [],
    iceAdditionalHostAddresses: ['127.0.0.1'],
    codecs: { video: [VP8()], audio: [OPUS()] },
  });

async function localDescription(pc, remote) {
  if (remote) await pc.setRemoteDescription(remote);
  await pc.setLocalDescription(
    remote ? await pc.createAnswer() : await pc.createOffer(),
  );
  if (pc.iceGatheringState !== 'complete') {
    await new Promise((resolve) =>
      pc.iceGatheringStateChange.subscribe((state) => {
        if (state === 'complete') resolve();
      }),
    );
  }
  return { type: pc.localDescription.type, sdp: pc.localDescription.sdp };
}

const connected = (pc, timeoutMs = 20_000) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('peer connection did not connect')),
      timeoutMs,
    );
    const check = (state) => {
      if (state === 'connected') {
        clearTimeout(timer);
        resolve();
      }
    };
    check(pc.connectionState);
    pc.connectionStateChange.subscribe(check);
  });

/** A Janus session as the bench (`{ url, apiSecret }`) or as a browser (`{ url, token }`). */
const sessionOf = (janus) => openJanusSession(janus.url, janus);

/**
 * A publisher sending `kbps` of 1100-byte VP8 packets at `fps` frames a second (the first packet
 * of a frame marks a key frame now and then so Janus's keyframe logic sees VP8). `as` joins it
 * as the api's access says (`{ id, token }`: its feed id and the room's join token).
 */
export async function publishSynthetic(
  janus,
  room,
  { kbps, fps = 15, name, as = {} },
) {
  const session = await sessionOf(janus);
  const pc = newPeer();
  const candidates = remoteCandidates((c) => pc.addIceCandidate(c));
  const handle = await session.attach(VIDEOROOM, candidates.onEvent);
  const joined = await handle.message({
    request: 'join',
    ptype: 'publisher',
    room,
    display: name,
    ...as,
  });
  const track = new MediaStreamTrack({ kind: 'video' });
  pc.addTransceiver(track, { direction: 'sendonly' });
  const offer = await localDescription(pc);
  const { jsep } = await handle.message({ request: 'publish' }, offer);
  // Every candidate is in the SDP: tell Janus not to wait for more.
  await handle.trickle(null);
  await pc.setRemoteDescription(jsep);
  await candidates.open();
  await connected(pc);

  const bytesPerFrame = Math.round((kbps * 1000) / 8 / fps);
  const packetsPerFrame = Math.max(1, Math.round(bytesPerFrame / 1100));
  const payloadSize = Math.round(bytesPerFrame / packetsPerFrame);
  let sequence = 0;
  let frame = 0;
  const timer = setInterval(() => {
    const timestamp = (frame * 90000) / fps;
    for (let i = 0; i < packetsPerFrame; i++) {
      const payload = Buffer.alloc(payloadSize, 0x42);
      // VP8 payload descriptor: S bit on the first packet; payload header: key frame every 2 s,
      // with the start code and a 640×360 size (janus_vp8_is_keyframe: a watcher's video
      // starts on one).
      const key = frame % (fps * 2) === 0;
      payload[0] = i === 0 ? 0x10 : 0x00;
      payload[1] = key ? 0x00 : 0x01;
      if (key && i === 0) {
        payload.set([0x9d, 0x01, 0x2a], 4);
        payload.writeUInt16LE(640, 7);
        payload.writeUInt16LE(360, 9);
      }
      track.writeRtp(
        new RtpPacket(
          new RtpHeader({
            payloadType: 96,
            sequenceNumber: sequence++ & 0xffff,
            timestamp: timestamp >>> 0,
            marker: i === packetsPerFrame - 1,
          }),
          payload,
        ),
      );
    }
    frame++;
  }, 1000 / fps);
  return {
    feed: joined.data.id,
    async close() {
      clearInterval(timer);
      await pc.close();
      await session.close();
    },
  };
}

/**
 * A receive-only peer on `plugin`: `ask(handle)` makes Janus offer (a VideoRoom subscription, a
 * mountpoint's watch); it answers, starts, and counts the RTP bytes it receives.
 */
async function receiver(janus, plugin, ask) {
  const session = await sessionOf(janus);
  const pc = newPeer();
  const candidates = remoteCandidates((c) => pc.addIceCandidate(c));
  const handle = await session.attach(plugin, candidates.onEvent);
  const { jsep: offer } = await ask(handle);
  let bytes = 0;
  let firstAt = null;
  pc.onTrack.subscribe((track) =>
    track.onReceiveRtp.subscribe((rtp) => {
      firstAt ??= performance.now();
      bytes += rtp.payload.length;
    }),
  );
  const answer = await localDescription(pc, offer);
  await candidates.open();
  await handle.message({ request: 'start' }, answer);
  await handle.trickle(null);
  await connected(pc);
  return {
    get bytes() {
      return bytes;
    },
    /** When its first RTP packet arrived (this process's clock), or null. */
    get firstAt() {
      return firstAt;
    },
    async close() {
      await pc.close();
      await session.close();
    },
  };
}

/** A subscriber to `feeds` (video), counting the RTP bytes it receives. */
export const subscribeSynthetic = (janus, room, feeds) =>
  receiver(janus, VIDEOROOM, (handle) =>
    handle.message({
      request: 'join',
      ptype: 'subscriber',
      room,
      streams: feeds.map((feed) => ({ feed })),
    }),
  );

/**
 * A watcher of a Streaming mountpoint (the audience's way in), counting the RTP bytes it
 * receives; `janus` is the bench's `{ url, apiSecret }` or a watcher's access `{ url, token }`.
 */
export const watchSynthetic = (janus, mountpoint, pin) =>
  receiver(janus, 'janus.plugin.streaming', (handle) =>
    handle.message({ request: 'watch', id: mountpoint, pin }),
  );
