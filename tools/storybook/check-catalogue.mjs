// Opens the static catalogue (dist/storybook) in Chromium, the way a designer would, and checks:
//   - every lib has its group (ui-kit, auth, billing, monetization, share, meeting, room, web)
//     and every ui-kit component its docs page;
//   - the catalogue's own page loads;
//   - every story renders in the built catalogue (play functions included) without an error,
//     with its API answered by its MSW handlers, and leaves no serious or critical axe-core
//     violation — with layout, so colour contrast is checked here (jsdom cannot);
//   - every page story fits a 375 px phone (nothing scrolls sideways), measured on the rendered
//     story narrowed to 375 px;
//   - a ui-kit docs page shows its usage notes.
//   node tools/storybook/check-catalogue.mjs            (after npm run build-storybook)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { serveCatalogue, CATALOGUE_DIR } from './catalogue-server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const {
  chromiumLaunchOptions,
} = require('../../apps/web-e2e/src/support/chromium.cjs');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const GROUPS = [
  'ui-kit',
  'auth',
  'billing',
  'monetization',
  'share',
  'meeting',
  'room',
  'web',
];
const BLOCKING_IMPACTS = ['serious', 'critical'];
// Pages rendering at once (CATALOGUE_PAGES overrides). On 2 cores, 3 beat 2 (while a page
// waits on its play function's timers and settling, the others render) and 4 gained nothing:
// docs/benchmarks.md.
const PAGES_IN_PARALLEL = Number(process.env.CATALOGUE_PAGES ?? 3);
// CATALOGUE_RELOAD=1 loads the preview afresh for every story (the slower, older way), to compare.
const SWITCH_STORIES = process.env.CATALOGUE_RELOAD !== '1';
const SWITCH_TIMEOUT_MS = 10_000;
// CATALOGUE_ONLY=<regex> checks only the stories whose id matches (a quick look at a few).
const ONLY = process.env.CATALOGUE_ONLY
  ? new RegExp(process.env.CATALOGUE_ONLY)
  : null;
/** A story has settled once its DOM is this long without a change (settled()). */
const QUIET_MS = 50;
const SETTLE_MAX_MS = 1_000;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
// Storybook's render phases: a story is done once its afterEach hooks ran ('finished').
const DONE_PHASES = ['finished', 'errored', 'aborted'];

const { entries } = JSON.parse(
  readFileSync(path.join(CATALOGUE_DIR, 'index.json'), 'utf8'),
);
const all = Object.values(entries);
const stories = all.filter((entry) => entry.type === 'story');
const checked = ONLY ? stories.filter((entry) => ONLY.test(entry.id)) : stories;
const problems = [];
const reloadedAfterSwitch = [];

// ---- The catalogue's shape -----------------------------------------------------------------
for (const group of GROUPS) {
  const count = stories.filter(
    (entry) => entry.title.split('/')[0] === group,
  ).length;
  if (count === 0) problems.push(`no stories for ${group}`);
  else console.log(`  ${group}: ${count} stories`);
}
const uiKitComponents = new Set(
  stories.filter((e) => e.title.startsWith('ui-kit/')).map((e) => e.title),
);
const documented = new Set(
  all.filter((e) => e.type === 'docs').map((e) => e.title),
);
for (const title of uiKitComponents) {
  if (!documented.has(title)) problems.push(`${title} has no docs page`);
}

// ---- Every story in the browser --------------------------------------------------------------
/** Waits until Storybook has finished rendering the story (or failed to); its final phase. */
function renderPhase(page, entry, timeout) {
  return page
    .waitForFunction(
      ({ id, done }) => {
        const render = window.__STORYBOOK_PREVIEW__?.storyRenders?.findLast(
          (r) => r.id === id,
        );
        return render && done.includes(render.phase) ? render.phase : false;
      },
      { id: entry.id, done: DONE_PHASES },
      { timeout },
    )
    .then((handle) => handle.jsonValue());
}

/**
 * Opens a story in the built preview; returns what went wrong while rendering it. A page's
 * first story loads the preview; the next ones are switched to over Storybook's channel (as
 * its test runner does), so the preview's bundle is parsed once per page, not once per story.
 * Each story mounts its own store and API mocks (withApi), so a switch renders it as a fresh
 * load would. A story the switch does not finish gets a fresh load, and that one counts.
 */
async function renderStory(page, entry) {
  let phase = null;
  if (SWITCH_STORIES && (await previewLoaded(page))) {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, entry.id);
    phase = await renderPhase(page, entry, SWITCH_TIMEOUT_MS).catch(() => {
      reloadedAfterSwitch.push(entry.id);
      return null;
    });
  }
  if (!phase) {
    // The a11y addon's own run after each story is turned off (its global): axeViolations()
    // below is the check, and running axe twice cost a third of the pass.
    await page.goto(
      `${baseUrl}/iframe.html?id=${entry.id}&viewMode=story&globals=a11y.manual:!true`,
    );
    phase = await renderPhase(page, entry, 20_000);
  }
  const errors = phase === 'finished' ? [] : [`story ${phase}`];
  // The error display is shown by a class on <body>; its text may linger from an earlier story.
  const errorDisplay = await page
    .evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.getElementById('error-message')?.textContent ?? 'error')
        : '',
    )
    .catch(() => '');
  if (errorDisplay?.trim()) errors.push(errorDisplay.trim());
  await settled(page);
  return errors;
}

const previewLoaded = (page) =>
  page
    .evaluate(() =>
      Boolean(
        window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__,
      ),
    )
    .catch(() => false);

/**
 * Lets toasts and resize-driven re-renders settle before judging layout: resolves once the
 * story's DOM has not changed for QUIET_MS (at most SETTLE_MAX_MS: a clock that ticks for ever
 * does not hold the check up). Animations are paused at their end (the test runner's mark below).
 */
async function settled(page) {
  await page.evaluate(
    ([quietMs, maxMs]) =>
      new Promise((resolve) => {
        let quiet;
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, quietMs);
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        quiet = setTimeout(done, quietMs);
        const cap = setTimeout(done, maxMs);
      }),
    [QUIET_MS, SETTLE_MAX_MS],
  );
}

/** Serious and critical axe-core violations of the rendered story. */
async function axeViolations(page) {
  // Once per loaded preview: a switched story keeps the page, and axe with it.
  if (!(await page.evaluate(() => Boolean(window.axe))))
    await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (impacts) => {
    const result = await window.axe.run(document.body, {
      resultTypes: ['violations'],
      // Isolated components are not in landmarks; pages are checked with their layouts.
      rules: { region: { enabled: false } },
    });
    return result.violations
      .filter((v) => impacts.includes(v.impact))
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
      );
  }, BLOCKING_IMPACTS);
}

/** A page that scrolls sideways on a 375 px phone, with the widest elements to blame. */
async function sidewaysScroll(page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 3)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`,
      );
    return [
      `scrolls sideways at ${clientWidth} px (content ${scrollWidth} px wide): ${culprits.join('; ')}`,
    ];
  });
}

/** Runs `check` on every entry with a few pages in parallel; collects problems by story. */
async function checkEach(context, entries, check, label = '') {
  // A page takes a whole stories file at a time: the file's chunk (and its lib's) is loaded
  // once, not once per page (stories of a file spread over three pages loaded it three times).
  const files = new Map();
  for (const entry of entries) {
    if (!files.has(entry.importPath)) files.set(entry.importPath, []);
    files.get(entry.importPath).push(entry);
  }
  // Largest files first, so no page is left alone with a long one at the end.
  const queue = [...files.values()].sort((a, b) => b.length - a.length);
  const checkOne = async (page, entry) => {
    const errors = [];
    const onError = (error) => errors.push(error.message);
    page.on('pageerror', onError);
    try {
      errors.push(...(await check(page, entry)));
    } catch (error) {
      errors.push(error.message.split('\n')[0]);
    } finally {
      page.off('pageerror', onError);
    }
    if (errors.length)
      problems.push(
        `${entry.title} › ${entry.name}${label}:\n      ${errors.join('\n      ')}`,
      );
  };
  await Promise.all(
    Array.from({ length: PAGES_IN_PARALLEL }, async () => {
      const page = await context.newPage();
      for (let file = queue.shift(); file; file = queue.shift()) {
        for (const entry of file) await checkOne(page, entry);
      }
      await page.close();
    }),
  );
}

const { url: baseUrl, close } = await serveCatalogue();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // Storybook's own test runner's mark in the user agent: the preview then pauses CSS
  // animations at their end state instead of waiting for them (at least 100 ms a story, up to
  // 5 s for a looping one): half of this check's time, and every story judged as it settles.
  const probe = await browser.newPage();
  const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
  await probe.close();
  const context = await browser.newContext({ viewport: DESKTOP, userAgent });

  const manager = await context.newPage();
  await manager.goto(`${baseUrl}/index.html`);
  await manager
    .getByRole('button', { name: 'ui-kit', exact: true })
    .or(manager.getByText('ui-kit', { exact: true }))
    .first()
    .waitFor({ timeout: 20_000 });
  console.log(`  catalogue page: ${await manager.title()}`);

  const docsPage = await context.newPage();
  await docsPage.goto(
    `${baseUrl}/iframe.html?id=ui-kit-button--docs&viewMode=docs`,
  );
  await docsPage
    .getByText("import { Button } from '@ruume/ui-kit'")
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {
      problems.push(
        'the Button docs page shows no usage notes (its import snippet)',
      );
    });
  await docsPage.close();
  await manager.close();

  // Pages and layouts are also checked on the phone the designs are drawn for (nothing may
  // scroll sideways): the rendered story is narrowed to 375 px and measured, then widened back,
  // so each story renders once.
  const isPage = (entry) => /\/pages\/|^web\//.test(entry.title);
  const pageStories = checked.filter(isPage);
  const renderStarted = Date.now();
  await checkEach(context, checked, async (page, entry) => {
    const errors = [
      ...(await renderStory(page, entry)),
      ...(await axeViolations(page)),
    ];
    if (!isPage(entry)) return errors;
    await page.setViewportSize(PHONE);
    try {
      await settled(page);
      const scroll = await sidewaysScroll(page);
      return [...errors, ...scroll.map((p) => `${p} (${PHONE.width} px)`)];
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
  console.log(
    `  rendered ${checked.length} stories in Chromium with axe (serious/critical, colour contrast included) in ${((Date.now() - renderStarted) / 1000).toFixed(0)} s, ${PAGES_IN_PARALLEL} pages at a time, ${SWITCH_STORIES ? `switching stories (${reloadedAfterSwitch.length} loaded afresh after a switch did not finish${reloadedAfterSwitch.length ? `: ${reloadedAfterSwitch.join(', ')}` : ''})` : 'loading the preview for each'}`,
  );
  console.log(
    `  checked ${pageStories.length} page stories at ${PHONE.width} px: nothing scrolls sideways`,
  );
} finally {
  await browser.close();
  await close();
}

if (problems.length) {
  console.error(
    `✗ catalogue: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  '✓ catalogue: every lib grouped, every story renders with no serious or critical a11y violation, every page fits a phone',
);
