// How ruume's browser tests and tools/screenshot.mjs launch Chromium: Debian's /usr/bin/chromium driven by
// playwright-core (no browser download). Plain CommonJS so both Jest (TypeScript specs) and plain Node
// scripts can load it.
const fs = require('node:fs');

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's fake camera and microphone, no permission prompts, and ICE on loopback; tabs in the
 * background keep decoding and sending video (several pages in one browser). The browser tests
 * and the benches' room pages both launch with these.
 */
const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

/** The Chromium binary to use: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Explains how to get a browser when the binary is missing; null when it is there. */
function chromiumProblem() {
  const executablePath = chromiumPath();
  if (fs.existsSync(executablePath)) return null;
  const viaEnv = process.env.CHROMIUM_PATH
    ? ' (path taken from CHROMIUM_PATH)'
    : '';
  return `Chromium not found at ${executablePath}${viaEnv} — install it with: apt-get install -y chromium`;
}

/** Options for playwright-core's chromium.launch(); throws a clear message when the binary is missing. */
function chromiumLaunchOptions() {
  const problem = chromiumProblem();
  if (problem) throw new Error(problem);
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] };
}

module.exports = {
  DEFAULT_CHROMIUM_PATH,
  CHROMIUM_ARGS,
  FAKE_MEDIA_ARGS,
  chromiumPath,
  chromiumProblem,
  chromiumLaunchOptions,
};
