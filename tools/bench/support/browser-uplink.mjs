// One browser's upload in a 30-person room, measured in Chromium (fake 1280×720 camera and
// microphone, as the app asks for, libs/meeting acquire-media): through the SFU it sends one
// simulcast publication (three layers) to Janus; in a mesh it sends one stream to each of the
// other 29. Both are read from getStats (outbound-rtp bytesSent, audio and video) over a window
// after the bandwidth estimate has ramped up; the mesh figure is 29 × one measured peer stream.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const {
  chromiumLaunchOptions,
} = require('../../../apps/web-e2e/src/support/chromium.cjs');
const {
  openJanusSession,
  remoteCandidates,
} = require('../../../apps/web-e2e/src/support/janus-wire.cjs');

const FAKE_MEDIA = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
];
// A page on a loopback origin (a secure context, so getUserMedia works); never on the network.
const PAGE_URL = 'http://127.0.0.1:9/';
const WARM_UP_SECONDS = 10;
const WINDOW_SECONDS = 8;

async function openPage(browser) {
  const page = await browser.newPage();
  await page.route(PAGE_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>uplink</title>' }),
  );
  await page.goto(PAGE_URL);
  return page;
}

/** In the page: the camera and microphone on `window.uplink`, simulcast or one layer. */
async function pageOffer(simulcast) {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: true,
    video: { width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  const pc = new RTCPeerConnection();
  window.uplink = pc;
  const [audio] = stream.getAudioTracks();
  const [video] = stream.getVideoTracks();
  pc.addTransceiver(audio, { direction: 'sendonly' });
  pc.addTransceiver(video, {
    direction: 'sendonly',
    sendEncodings: simulcast
      ? [
          { rid: 'l', scaleResolutionDownBy: 4 },
          { rid: 'm', scaleResolutionDownBy: 2 },
          { rid: 'h' },
        ]
      : undefined,
  });
  await pc.setLocalDescription();
  await new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.onicegatheringstatechange = () =>
      pc.iceGatheringState === 'complete' && resolve();
  });
  return { type: 'offer', sdp: pc.localDescription.sdp };
}

/** In the page: kbit/s the uplink sent over `seconds` (every outbound-rtp, audio and video). */
async function pageUplinkKbps(seconds) {
  const sent = async () => {
    let bytes = 0;
    (await window.uplink.getStats()).forEach((report) => {
      if (report.type === 'outbound-rtp') bytes += report.bytesSent;
    });
    return bytes;
  };
  const before = await sent();
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const bytes = (await sent()) - before;
  return (bytes * 8) / ((performance.now() - startedAt) / 1000) / 1000;
}

/** In the page: a second peer connection answers the uplink (a mesh peer on the same page). */
async function pageMeshPeer() {
  const remote = new RTCPeerConnection();
  const pc = window.uplink;
  pc.onicecandidate = (e) => e.candidate && remote.addIceCandidate(e.candidate);
  remote.onicecandidate = (e) => e.candidate && pc.addIceCandidate(e.candidate);
  await remote.setRemoteDescription(pc.localDescription);
  await remote.setLocalDescription();
  await pc.setRemoteDescription(remote.localDescription);
}

async function measureSfu(browser, janus, room) {
  const page = await openPage(browser);
  const session = await openJanusSession(janus.url, {
    apiSecret: janus.apiSecret,
  });
  const candidates = remoteCandidates((candidate) =>
    page.evaluate((c) => window.uplink.addIceCandidate(c), candidate),
  );
  const handle = await session.attach(
    'janus.plugin.videoroom',
    candidates.onEvent,
  );
  await handle.message({ request: 'join', ptype: 'publisher', room });
  const offer = await page.evaluate(pageOffer, true);
  const { jsep } = await handle.message({ request: 'publish' }, offer);
  await handle.trickle(null);
  await page.evaluate(
    (answer) => window.uplink.setRemoteDescription(answer),
    jsep,
  );
  await candidates.open();
  await page.waitForTimeout(WARM_UP_SECONDS * 1000);
  const kbps = await page.evaluate(pageUplinkKbps, WINDOW_SECONDS);
  await session.close();
  await page.close();
  return kbps;
}

async function measureOnePeer(browser) {
  const page = await openPage(browser);
  await page.evaluate(pageOffer, false);
  await page.evaluate(pageMeshPeer);
  await page.waitForTimeout(WARM_UP_SECONDS * 1000);
  const kbps = await page.evaluate(pageUplinkKbps, WINDOW_SECONDS);
  await page.close();
  return kbps;
}

/** { sfuKbps, meshKbps, onePeerKbps } for a room of `people`. */
export async function measureBrowserUplink(janus, room, people = 30) {
  const options = chromiumLaunchOptions();
  options.args.push(...FAKE_MEDIA);
  const browser = await chromium.launch(options);
  try {
    const sfuKbps = await measureSfu(browser, janus, room);
    const onePeerKbps = await measureOnePeer(browser);
    return { sfuKbps, onePeerKbps, meshKbps: onePeerKbps * (people - 1) };
  } finally {
    await browser.close();
  }
}
