// Room pages for the benches: Chromium with fake camera and microphone, a page per person
// (a context of its own, signed in with a cookie or a guest), the lobby → room step, and each
// page's RTCPeerConnections kept by an init script so its inbound stats can be read from here.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const {
  chromiumLaunchOptions,
  FAKE_MEDIA_ARGS,
} = require('../../../apps/web-e2e/src/support/chromium.cjs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's Chromium with the fake camera and microphone. */
export function launchMediaBrowser() {
  const options = chromiumLaunchOptions();
  return chromium.launch({
    ...options,
    args: [...options.args, ...FAKE_MEDIA_ARGS],
  });
}

/**
 * Runs in every page before the app: the e2e hook on (window.__ruumeRoom), each
 * RTCPeerConnection kept on window.__benchPcs, and join.mjs's two instants (the click on 'join',
 * the first frame of someone else's video).
 */
function instrument(selfName) {
  localStorage.setItem('ruume.e2e', '1');
  const pcs = [];
  window.__benchPcs = pcs;
  window.RTCPeerConnection = new Proxy(window.RTCPeerConnection, {
    construct(target, args, newTarget) {
      const pc = Reflect.construct(target, args, newTarget);
      pcs.push(pc);
      // The SFU's publisher sends only; the mesh's and the subscriber's connections receive.
      const which = () =>
        pc.getTransceivers().every((t) => t.direction === 'sendonly')
          ? 'publisher'
          : 'receiving';
      stage('peer connection created');
      pc.addEventListener('connectionstatechange', () => {
        if (pc.connectionState === 'connected') stage(`${which()} connected`);
      });
      pc.addEventListener('track', ({ track }) => {
        if (track.kind === 'video') stage('remote video track');
      });
      return pc;
    },
  });
  const marks = { stages: {} };
  window.__joinBench = marks;
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element && event.target.closest('button');
      if (button && /^join/i.test(button.textContent.trim()))
        marks.clickedAt ??= performance.now();
    },
    true,
  );
  // join.mjs's stage breakdown: the first time each step of the join happens after the click
  // (ms on the page's clock), read from the page's own calls (fetch, history, WebSocket,
  // RTCPeerConnection), so every build is timed the same way without marks of its own.
  const stage = (name) => {
    if (marks.clickedAt !== undefined) marks.stages[name] ??= performance.now();
  };
  const nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = String(input instanceof Request ? input.url : input);
    const joining = /\/join(\?|$)/.test(url);
    if (joining) stage('join call sent');
    const answer = nativeFetch.call(this, input, init);
    if (joining) answer.then(() => stage('join call answered'));
    return answer;
  };
  const pushState = history.pushState;
  history.pushState = function (...args) {
    if (String(args[2] ?? '').includes('/meeting/')) stage('navigated');
    return pushState.apply(this, args);
  };
  const roomShown = new MutationObserver(() => {
    if (
      marks.clickedAt !== undefined &&
      document.querySelector('[data-testid="live-room"]')
    ) {
      stage('room view shown');
      roomShown.disconnect();
    }
  });
  roomShown.observe(document, { subtree: true, childList: true });
  const gum = navigator.mediaDevices?.getUserMedia?.bind(
    navigator.mediaDevices,
  );
  if (gum)
    navigator.mediaDevices.getUserMedia = (constraints) => {
      stage('getUserMedia called');
      return gum(constraints);
    };
  // The room socket's frames, and Janus's (its requests named by transaction).
  const janusAsked = new Map();
  const janusOut = (frame) => {
    if (frame.janus === 'create') return 'create';
    if (frame.janus === 'attach') return 'attach';
    if (frame.janus !== 'message') return null;
    const { request, ptype } = frame.body ?? {};
    if (request === 'join') return `${ptype} join`;
    return request;
  };
  const onSocket = (socket, janus) => {
    const prefix = janus ? 'janus' : 'room socket';
    stage(`${prefix} created`);
    socket.addEventListener('open', () => stage(`${prefix} open`));
    const send = socket.send;
    socket.send = function (data) {
      try {
        const frame = JSON.parse(data);
        if (janus) {
          const what = janusOut(frame);
          if (what) {
            janusAsked.set(frame.transaction, what);
            stage(`janus ${what} sent`);
          }
          if (frame.jsep) stage(`janus ${frame.jsep.type} sent`);
          if (frame.janus === 'trickle') stage('janus candidate sent');
        } else if (frame.type === 'hello') stage('hello sent');
        else if (frame.type === 'signal')
          stage(
            frame.description
              ? `${frame.description.type} sent`
              : 'candidate sent',
          );
      } catch {
        // not JSON
      }
      return send.call(this, data);
    };
    socket.addEventListener('message', (event) => {
      try {
        const frame = JSON.parse(event.data);
        if (janus) {
          const what = janusAsked.get(frame.transaction);
          if (what && frame.janus !== 'ack') stage(`janus ${what} answered`);
          if (frame.jsep) stage(`janus ${frame.jsep.type} received`);
          if (frame.janus === 'trickle') stage('janus candidate received');
        } else if (frame.type === 'welcome') stage('welcome');
        else if (frame.type === 'signal')
          stage(
            frame.description
              ? `${frame.description.type} received`
              : 'candidate received',
          );
        else if (frame.type === 'media' && frame.sfu) stage('sfu access');
      } catch {
        // not JSON
      }
    });
  };
  window.WebSocket = new Proxy(window.WebSocket, {
    construct(target, args, newTarget) {
      const socket = Reflect.construct(target, args, newTarget);
      const janus = String(args[1] ?? '').includes('janus');
      if (janus || String(args[0]).includes('/socket')) onSocket(socket, janus);
      return socket;
    },
  });
  const watched = new WeakSet();
  const firstFrame = () => {
    marks.firstRemoteFrameAt ??= performance.now();
  };
  const shown = () => stage('remote video element');
  const watch = () => {
    for (const video of document.querySelectorAll('video')) {
      const label = video.getAttribute('aria-label') ?? '';
      if (watched.has(video) || !label || label.startsWith(selfName)) continue;
      watched.add(video);
      shown();
      video.requestVideoFrameCallback(firstFrame);
    }
  };
  new MutationObserver(watch).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
}

/** In the page: every inbound-rtp of its open PeerConnections, by connection and stream. */
async function pageInbound() {
  const video = {};
  const audio = {};
  const audioCodecs = new Set();
  for (const [index, pc] of window.__benchPcs.entries()) {
    if (pc.connectionState === 'closed') continue;
    // The audio codec agreed: the first of the audio line (Chromium's stats name Opus inside RED).
    const sdp = pc.currentRemoteDescription?.sdp ?? '';
    const firstAudio = /^m=audio \S+ \S+ (\d+)/m.exec(sdp)?.[1];
    const codec = new RegExp(`^a=rtpmap:${firstAudio} ([^/\r]+)`, 'm').exec(
      sdp,
    );
    if (codec) audioCodecs.add(codec[1]);
    (await pc.getStats()).forEach((r) => {
      if (r.type !== 'inbound-rtp') return;
      const key = `${index}:${r.ssrc}`;
      if (r.kind === 'video')
        video[key] = {
          freezeCount: r.freezeCount ?? 0,
          totalFreezesDuration: r.totalFreezesDuration ?? 0,
          framesDecoded: r.framesDecoded ?? 0,
          framesPerSecond: r.framesPerSecond ?? 0,
          nackCount: r.nackCount ?? 0,
          pliCount: r.pliCount ?? 0,
          bytesReceived: r.bytesReceived ?? 0,
          packetsReceived: r.packetsReceived ?? 0,
          packetsLost: r.packetsLost ?? 0,
          frameHeight: r.frameHeight ?? null,
        };
      else if (r.kind === 'audio') {
        audio[key] = {
          concealmentEvents: r.concealmentEvents ?? 0,
          concealedSamples: r.concealedSamples ?? 0,
          silentConcealedSamples: r.silentConcealedSamples ?? 0,
          totalSamplesReceived: r.totalSamplesReceived ?? 0,
          bytesReceived: r.bytesReceived ?? 0,
          packetsReceived: r.packetsReceived ?? 0,
          packetsLost: r.packetsLost ?? 0,
        };
      }
    });
  }
  return {
    atMs: performance.now(),
    video,
    audio,
    audioCodecs: [...audioCodecs],
  };
}

export const inbound = (page) => page.evaluate(pageInbound);

export async function openPage(
  browser,
  base,
  name,
  cookie,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({
    baseURL: base,
    viewport,
    permissions: ['camera', 'microphone'],
  });
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [key, value] = pair.split('=');
        return { name: key, value, url: base };
      }),
    );
  await context.addInitScript(instrument, name);
  const page = await context.newPage();
  return page;
}

/** From the lobby into the room (a guest types its name; the host has it prefilled). */
export async function joinRoom(page, roomId, name, { guest = true } = {}) {
  await page.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
  const field = page.getByLabel('your name');
  if (guest) await field.fill(name, { timeout: 60_000 });
  else await field.waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: /^join/ }).first().click();
  await page
    .locator('[data-testid="live-room"][data-phase="in-room"]')
    .waitFor({ timeout: 60_000 });
}

/** Until `page` decodes someone's video and its frames keep coming (bounded). */
export async function decoding(page, what) {
  const deadline = Date.now() + 60_000;
  let before = 0;
  for (;;) {
    const { video } = await inbound(page);
    const frames = Object.values(video).reduce(
      (sum, s) => sum + s.framesDecoded,
      0,
    );
    if (before > 0 && frames > before) return;
    before = frames;
    if (Date.now() > deadline) throw new Error(`${what} decodes no video`);
    await sleep(500);
  }
}

export const mediaModeOf = (page) =>
  page.evaluate(() => window.__ruumeRoom?.mediaMode ?? null);
