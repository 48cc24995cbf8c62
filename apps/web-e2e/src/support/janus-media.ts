// Media through a real Janus VideoRoom, independently of the app's own transport: Chromium pages
// (fake camera, support/chromium.cjs FAKE_MEDIA_ARGS) hold the RTCPeerConnections, this module
// signals for them from Node (support/janus-wire.cjs). For the SFU specs: is the local Janus the
// server started reachable for media inside the loopback-only namespace (its candidates on
// veth0, tools/e2e/loopback-netns.mjs), and do frames advance on a subscriber.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Jsep } from '@ruume/contracts';
import { openJanusSession, remoteCandidates } from './janus-wire.cjs';

const VIDEOROOM = 'janus.plugin.videoroom';

/** Where a Janus answers and its secrets (as apps/api's JanusNodeConfig). */
export interface JanusAccess {
  url: string;
  apiSecret: string;
  tokenSecret: string;
  roomAdminKey: string;
}

/**
 * A local Janus a server started under its DATA_DIR (apps/api startLocalJanus): its first
 * node in `janus`, the others (JANUS_LOCAL_NODES) in `janus-2`, `janus-3`…
 */
export function localJanusOf(dataDir: string, dir = 'janus'): JanusAccess {
  const read = (file: string) => readFileSync(join(dataDir, dir, file), 'utf8');
  const value = (text: string, key: string) => {
    const found = new RegExp(`${key} = "?([^"\\n]+)"?`).exec(text)?.[1];
    if (!found) throw new Error(`no ${key} in the local Janus's configuration`);
    return found;
  };
  const core = read('janus.jcfg');
  return {
    url: `ws://127.0.0.1:${value(read('janus.transport.websockets.jcfg'), 'ws_port')}`,
    apiSecret: value(core, 'api_secret'),
    tokenSecret: value(core, 'token_auth_secret'),
    roomAdminKey: value(read('janus.plugin.videoroom.jcfg'), 'admin_key'),
  };
}

/** A core token for the VideoRoom, as the api mints for browsers (janus-tokens.ts). */
export function janusToken(access: JanusAccess, ttlSeconds = 600): string {
  const data = `${Math.floor(Date.now() / 1000) + ttlSeconds},janus,${VIDEOROOM}`;
  const signature = createHmac('sha1', access.tokenSecret)
    .update(data)
    .digest('base64');
  return `${data}:${signature}`;
}

export interface VideoRoom {
  room: number;
  destroy(): Promise<void>;
}

/** A VideoRoom made with the admin key (as the api makes each occurrence's). */
export async function createVideoRoom(
  access: JanusAccess,
  options: { publishers?: number } = {},
): Promise<VideoRoom> {
  const session = await openJanusSession(access.url, {
    apiSecret: access.apiSecret,
  });
  const handle = await session.attach(VIDEOROOM);
  const created = await handle.request({
    request: 'create',
    admin_key: access.roomAdminKey,
    publishers: options.publishers ?? 6,
    videocodec: 'vp8',
    secret: 'e2e',
  });
  const room = created.room as number;
  return {
    room,
    async destroy() {
      await handle
        .request({ request: 'destroy', room, secret: 'e2e' })
        .catch(() => undefined);
      await session.close();
    },
  };
}

/** Runs in the page: a peer connection kept on window under `name`, with its local offer/answer. */
async function pagePeer([name, remote, sendCamera]: [
  string,
  Jsep | null,
  boolean,
]): Promise<Jsep> {
  const pc = new RTCPeerConnection();
  (window as unknown as Record<string, RTCPeerConnection>)[`janus:${name}`] =
    pc;
  if (sendCamera) {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: true,
      audio: true,
    });
    for (const track of stream.getTracks())
      pc.addTransceiver(track, { direction: 'sendonly' });
  }
  if (remote) await pc.setRemoteDescription(remote);
  await pc.setLocalDescription();
  // Whole SDP with every candidate: no trickle from the page (loopback gathers in milliseconds).
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') resolve();
    });
  });
  const local = pc.localDescription as RTCSessionDescription;
  return { type: local.type as 'offer' | 'answer', sdp: local.sdp };
}

export interface JanusPeer {
  /** The publisher's feed id (publishers only). */
  feed: number;
  close(): Promise<void>;
}

/** A token session on the VideoRoom; Janus's candidates go to the page's connection `name`. */
async function pageHandle(access: JanusAccess, page: Page, name: string) {
  const session = await openJanusSession(access.url, {
    token: janusToken(access),
  });
  const candidates = remoteCandidates((candidate) =>
    page.evaluate(
      ([n, c]) =>
        (window as unknown as Record<string, RTCPeerConnection>)[
          `janus:${n}`
        ].addIceCandidate(c),
      [name, candidate] as const,
    ),
  );
  // Janus says `webrtcup` once its side of the PeerConnection is up, after the plugin set up
  // the media (a publisher's feed can be subscribed to from then on).
  let up = () => undefined as void;
  const webrtcUp = new Promise<void>((resolve) => {
    up = resolve;
  });
  const handle = await session.attach(VIDEOROOM, (message) => {
    if (message.janus === 'webrtcup') up();
    candidates.onEvent(message);
  });
  return { session, handle, candidates, webrtcUp };
}

/** The page publishes its fake camera and microphone to `room`. */
export async function publishFromPage(
  page: Page,
  access: JanusAccess,
  room: number,
  name = 'publisher',
): Promise<JanusPeer> {
  const { session, handle, candidates, webrtcUp } = await pageHandle(
    access,
    page,
    name,
  );
  const joined = await handle.message({
    request: 'join',
    ptype: 'publisher',
    room,
    display: name,
  });
  const offer = await page.evaluate(pagePeer, [name, null, true] as [
    string,
    null,
    boolean,
  ]);
  const { jsep } = await handle.message({ request: 'publish' }, offer);
  // Every candidate is in the SDP: Janus need not wait for more.
  await handle.trickle(null);
  if (!jsep) throw new Error('Janus answered the publish without an SDP');
  await page.evaluate(
    ([n, answer]) =>
      (window as unknown as Record<string, RTCPeerConnection>)[
        `janus:${n}`
      ].setRemoteDescription(answer),
    [name, jsep] as const,
  );
  await candidates.open();
  // Janus offers a feed to subscribers only once its media is up on its side: the browser's
  // 'connected' can come first, and a subscriber then heard "No such feed".
  await webrtcUp;
  return { feed: joined.data.id as number, close: () => session.close() };
}

/** The page subscribes to `feed` (its audio and video). */
export async function subscribeFromPage(
  page: Page,
  access: JanusAccess,
  room: number,
  feed: number,
  name = 'subscriber',
): Promise<JanusPeer> {
  const { session, handle, candidates } = await pageHandle(access, page, name);
  const { jsep: offer } = await handle.message({
    request: 'join',
    ptype: 'subscriber',
    room,
    streams: [{ feed }],
  });
  if (!offer) throw new Error('Janus answered the subscription without an SDP');
  const answer = await page.evaluate(pagePeer, [name, offer, false] as [
    string,
    Jsep,
    boolean,
  ]);
  await candidates.open();
  await handle.message({ request: 'start' }, answer);
  await handle.trickle(null);
  return { feed, close: () => session.close() };
}

/** Video frames the page's peer connection `name` has decoded so far. */
export function framesDecoded(
  page: Page,
  name = 'subscriber',
): Promise<number> {
  return page.evaluate(async (n) => {
    const pc = (window as unknown as Record<string, RTCPeerConnection>)[
      `janus:${n}`
    ];
    let frames = 0;
    (await pc.getStats()).forEach(
      (report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video')
          frames += report.framesDecoded ?? 0;
      },
    );
    return frames;
  }, name);
}

/** Resolves once `name` has decoded more than `frames` frames beyond what it had; rejects after timeoutMs. */
export async function waitForFramesAdvancing(
  page: Page,
  name = 'subscriber',
  frames = 10,
  timeoutMs = 15_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const start = await framesDecoded(page, name);
  for (;;) {
    const now = await framesDecoded(page, name);
    if (now > start + frames) return now;
    if (Date.now() > deadline) {
      throw new Error(
        `${name} decoded ${now - start} frames in ${timeoutMs} ms through Janus`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
