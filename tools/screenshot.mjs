#!/usr/bin/env node
// Takes a screenshot of a page with the same Chromium launch as the browser tests (apps/web-e2e).
//   node tools/screenshot.mjs <url> <out.png> [--width 375] [--height 800] [--full] [--wait-for <text>]
// --width/--height  viewport in CSS pixels (default 1280x800; 375 for a phone)
// --full            the whole scrollable page, not just the viewport
// --wait-for TEXT   wait until TEXT is visible before shooting (default: network idle)
// CHROMIUM_PATH overrides /usr/bin/chromium.
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const {
  chromiumLaunchOptions,
} = require('../apps/web-e2e/src/support/chromium.cjs');

function usage(message) {
  if (message) console.error(`screenshot: ${message}`);
  console.error(
    'usage: node tools/screenshot.mjs <url> <out.png> [--width 375] [--height 800] [--full] [--wait-for <text>]',
  );
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      width: { type: 'string', default: '1280' },
      height: { type: 'string', default: '800' },
      full: { type: 'boolean', default: false },
      'wait-for': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  usage(error.message);
}
const { values, positionals } = parsed;
if (values.help) usage();
if (positionals.length !== 2) usage('expected <url> and <out.png>');
const [url, out] = positionals;
const width = Number(values.width);
const height = Number(values.height);
if (
  !Number.isInteger(width) ||
  width < 1 ||
  !Number.isInteger(height) ||
  height < 1
)
  usage('--width and --height take positive integers');
try {
  new URL(url);
} catch {
  usage(`not an absolute URL: ${url}`);
}

let launchOptions;
try {
  launchOptions = chromiumLaunchOptions();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const browser = await chromium.launch(launchOptions);
try {
  const page = await browser.newPage({ viewport: { width, height } });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught ${error.message}`));
  page.on(
    'console',
    (message) =>
      message.type() === 'error' &&
      problems.push(`console.error ${message.text()}`),
  );

  const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  if (values['wait-for']) {
    await page
      .getByText(values['wait-for'])
      .first()
      .waitFor({ timeout: 30_000 });
  } else {
    await page
      .waitForLoadState('networkidle', { timeout: 15_000 })
      .catch(() => undefined);
  }
  const path = resolve(out);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: values.full });
  console.log(
    `${path} (${width}x${height}${values.full ? ', full page' : ''}, HTTP ${response?.status() ?? '-'}, ${page.url()})`,
  );
  for (const problem of problems) console.warn(`page: ${problem}`);
} catch (error) {
  console.error(`screenshot: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser.close();
}
