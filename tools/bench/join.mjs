// Joining a live room, as a person feels it: from the click on 'join' in the lobby to the first
// frame of the other person's video on screen, for 2 peers (a host already in the room, a guest
// joining), 10 times with a fresh browser context each; prints each run and, last,
// `join median X.XX s`.
//
//   npx nx run-many -t build -p web api && npm run bench:join
//
// The production api on loopback with embedded PGlite and a fresh DATA_DIR; Debian's Chromium
// with fake camera and microphone, inside a loopback-only network namespace
// (tools/e2e/loopback-netns.mjs) so ICE sees 127.0.0.1 only. The guest's page times itself:
// performance.now() at the click and at the first remote frame (requestVideoFrameCallback on
// the other person's <video>), one clock, no polling error. The lobby → room step is a
// client-side navigation, so the page (and its clock) stays the same document.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { API_BUNDLE, signIn, startApi } from './support/api-process.mjs';

const RUNS = 10;

if (process.env.RUUME_LOOPBACK_NETNS !== '1') {
  const inside = spawnSync(
    process.execPath,
    [
      'tools/e2e/loopback-netns.mjs',
      process.execPath,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit' },
  );
  process.exit(inside.status ?? 1);
}

for (const file of [API_BUNDLE, 'apps/web/dist/index.html']) {
  if (!existsSync(file)) {
    console.error(
      `${file} is missing: run npx nx run-many -t build -p web api first`,
    );
    process.exit(1);
  }
}

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const {
  chromiumLaunchOptions,
} = require('../../apps/web-e2e/src/support/chromium.cjs');

const FAKE_MEDIA = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** Runs in the guest's page before any of the app: the two instants the bench reads. */
function timeTheJoin(selfName) {
  const marks = {};
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
  const watched = new WeakSet();
  const firstFrame = () => {
    marks.firstRemoteFrameAt ??= performance.now();
  };
  const watch = () => {
    for (const video of document.querySelectorAll('video')) {
      const label = video.getAttribute('aria-label') ?? '';
      if (watched.has(video) || !label || label.startsWith(selfName)) continue;
      watched.add(video);
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

const api = await startApi({ driver: 'pglite', env: { REDIS_URL: undefined } });
const browser = await chromium.launch({
  ...chromiumLaunchOptions(),
  args: [...chromiumLaunchOptions().args, ...FAKE_MEDIA],
});
try {
  const cookie = await signIn(api.base, api.output);
  const headers = {
    cookie,
    'content-type': 'application/json',
    'x-xsrf-token': 'bench',
  };
  const templates = await (
    await fetch(`${api.base}/api/v1/template/list`, { headers })
  ).json();
  const created = await fetch(`${api.base}/api/v1/meeting/room`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ templateId: templates.find((t) => t.isStock).id }),
  });
  if (created.status !== 201)
    throw new Error(`creating the room answered ${created.status}`);
  const { roomId } = await created.json();

  const contextOptions = {
    baseURL: api.base,
    viewport: { width: 1280, height: 800 },
    permissions: ['camera', 'microphone'],
  };
  const hostContext = await browser.newContext(contextOptions);
  await hostContext.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, value] = pair.split('=');
      return { name, value, url: api.base };
    }),
  );
  const host = await hostContext.newPage();
  await host.goto(`/m/${roomId}`);
  await host.getByLabel('your name').waitFor();
  await host.getByRole('button', { name: /^join/ }).first().click();
  await host
    .locator('[data-testid="live-room"][data-phase="in-room"]')
    .waitFor();

  const seconds = [];
  for (let run = 1; run <= RUNS; run++) {
    const name = `bench guest ${run}`;
    const context = await browser.newContext(contextOptions);
    await context.addInitScript(timeTheJoin, name);
    const guest = await context.newPage();
    await guest.goto(`/m/${roomId}`);
    await guest.getByLabel('your name').fill(name);
    const joinButton = guest.getByRole('button', { name: /^join/ }).first();
    await joinButton.waitFor();
    // The preview is up (camera and microphone opened) before the click, as for a person.
    await guest.waitForFunction(() =>
      [...document.querySelectorAll('video')].some((v) => v.videoWidth > 0),
    );
    await joinButton.click();
    const handle = await guest.waitForFunction(
      () => {
        const marks = window.__joinBench;
        return marks?.clickedAt !== undefined &&
          marks.firstRemoteFrameAt !== undefined
          ? (marks.firstRemoteFrameAt - marks.clickedAt) / 1000
          : false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const took = await handle.jsonValue();
    seconds.push(took);
    console.log(`run ${run}: ${took.toFixed(2)} s`);
    await context.close();
    // Let the host's side notice the guest left before the next one comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  seconds.sort((a, b) => a - b);
  const median = (seconds[RUNS / 2 - 1] + seconds[RUNS / 2]) / 2;
  console.log(
    `min ${seconds[0].toFixed(2)} s, max ${seconds.at(-1).toFixed(2)} s over ${RUNS} runs`,
  );
  console.log(`join median ${median.toFixed(2)} s`);
} finally {
  await browser.close();
  await api.close();
}
