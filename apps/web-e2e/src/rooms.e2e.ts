// Issue "Rooms" end to end, in Chromium set to Berlin time: a host on the student plan makes a
// template with an image of their own, schedules a meeting in New York time, sees it in Berlin
// time with New York's in brackets, copies the room link, and an anonymous visitor opens it and
// sees the room entry. A house host starts rooms in one click until the rolling 24-hour limit
// answers with SPEC §8's modal. An unknown room gets its not-found screen. A house host with an
// onboarded payments account starts a room with an entry fee from a stock template, a guest pays
// it in the sandbox, and the host keeps SPEC §9's 80 %.
import type { Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { useBrowser, waitForPath } from './support/browser';
import {
  connectPaymentsAccount,
  newTabFrom,
  payWithTestCard,
  upgradeToStudent,
} from './support/plans';
import { registeredUser } from './support/registered-user';
import { baseUrl } from './support/stack';
import { solidPng } from './support/test-image';

const VIEWER_ZONE = 'Europe/Berlin';
const MEETING_ZONE = 'America/New_York';
/** TIER_MEETINGS_PER_24_HOURS.house in libs/contracts/src/tiers/tier-features.ts. */
const HOUSE_MEETINGS_PER_24_HOURS = 3;
const LIMIT_TITLE = 'meeting limit reached';
const LIMIT_TEXT =
  'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.';

/** A small real image for the template's background, made once. */
let image: { name: string; mimeType: string; buffer: Buffer };
beforeAll(() => {
  image = {
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: solidPng('0x335577', '640x360'),
  };
});

/** 'HH:MM' of an instant in a zone, on a 24-hour clock. */
const clockIn = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(ms));

/** 'YYYY-MM-DD' of an instant in a zone. */
const dateIn = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(ms));

/** The instant `date` at `time` reads in `timeZone` (whole-hour offsets are enough here). */
function instantOf(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  for (let hours = -14; hours <= 14; hours++) {
    const ms = wall - hours * 3_600_000;
    if (dateIn(ms, timeZone) === date && clockIn(ms, timeZone) === time)
      return ms;
  }
  throw new Error(`${date} ${time} does not exist in ${timeZone}`);
}

/** The dashboard's 'start a room' (the header's; an empty list offers one too). */
const startRoom = (page: Page) =>
  page.getByRole('button', { name: 'start a room', exact: true }).first();

/** Creates an instant room through the API from the host's page, as the app does. */
async function roomCreatedThroughApi(
  page: Page,
  templateId: string,
): Promise<void> {
  const status = await page.evaluate(async (templateId) => {
    const xsrf = document.cookie
      .split('; ')
      .find((c) => c.startsWith('XSRF-TOKEN='))
      ?.slice('XSRF-TOKEN='.length);
    const answer = await fetch('/api/v1/meeting/room', {
      method: 'POST',
      body: JSON.stringify({ templateId }),
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
      },
    });
    return answer.status;
  }, templateId);
  expect(status).toBe(201);
}

/** The id of the stock template called `name`, as the template list answers it. */
async function stockTemplateId(page: Page, name: string): Promise<string> {
  const templates = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/template/list', {
      credentials: 'include',
    });
    return (await answer.json()) as {
      id: string;
      name: string;
      isStock: boolean;
    }[];
  });
  const template = templates.find((t) => t.isStock && t.name === name);
  if (!template) throw new Error(`no stock template called ${name}`);
  return template.id;
}

describe('rooms: templates, scheduling, the room entry and the daily limit', () => {
  const browser = useBrowser({
    viewport: { width: 1280, height: 900 },
    timezoneId: VIEWER_ZONE,
  });

  it('a student host makes a template with an image, schedules it in New York time and a visitor opens the link', async () => {
    const { page, context } = browser;
    const host = await registeredUser('rooms');
    await signInThroughForm(page, host.email, host.password);
    await upgradeToStudent(page, context);

    // The template editor: a name and an image of the host's own, previewed before saving.
    await page.goto('/dashboard/create-template');
    await page.getByLabel('room name').fill('harbour view');
    await page.getByLabel('background file').setInputFiles(image);
    await page.getByText(/^harbour\.png · /).waitFor();
    await page
      .getByRole('img', { name: 'preview of the room harbour view' })
      .waitFor();
    await page.getByRole('button', { name: 'create template' }).click();
    await waitForPath(page, '/dashboard');
    await page
      .getByText(
        'harbour view is ready. start a room from it on your dashboard.',
      )
      .waitFor();

    // The new template is in the picker, among the host's own.
    await startRoom(page).click();
    const picker = page.getByRole('dialog', { name: 'start a room' });
    await picker
      .getByRole('button', { name: 'start a room with harbour view' })
      .waitFor();
    await picker.getByRole('button', { name: 'your templates' }).click();
    expect(
      await picker.getByRole('button', { name: /^start a room with / }).count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });

    // Scheduled for tomorrow 10:00 in New York, seen from Berlin.
    await page
      .getByRole('button', { name: 'schedule', exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'schedule a meeting' });
    await dialog.getByLabel('template').selectOption({ label: 'harbour view' });
    const date = await dialog.getByLabel('date').inputValue();
    await dialog.getByLabel('start time').fill('10:00');
    await dialog.getByLabel('duration').selectOption('60');
    await dialog.getByLabel('time zone').selectOption(MEETING_ZONE);
    await dialog.getByRole('button', { name: 'schedule', exact: true }).click();
    await waitForPath(page, '/dashboard/scheduled');

    const start = instantOf(date, '10:00', MEETING_ZONE);
    const shown = `${clockIn(start, VIEWER_ZONE)}–${clockIn(start + 3_600_000, VIEWER_ZONE)} (10:00–11:00 New York)`;
    const card = page.getByRole('article', { name: 'harbour view' });
    await card.getByText(shown).waitFor();

    // Copy the link: the confirmation, and the clipboard holds {origin}/m/{roomId}.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: 'copy link' }).click();
    await page.getByText('copied to clipboard').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl()}/m/[\\w-]+$`));
    await card.getByText(link.replace(/^https?:\/\//, '')).waitFor();

    // An anonymous visitor opens the link: the room entry, its host and the join button.
    const visitor = await browser.newPage();
    await visitor.goto(link);
    await visitor
      .getByRole('heading', { name: 'harbour view', level: 1 })
      .waitFor();
    await visitor.getByText('hosted by rooms tester').waitFor();
    await visitor
      .getByText(`scheduled for`)
      .filter({ hasText: shown })
      .waitFor();
    // The lobby (the live room's spec joins from it): a name to give, then join.
    await visitor.getByLabel('your name').waitFor();
    await visitor.getByRole('button', { name: /^join/ }).first().waitFor();
  });

  it('a house host starts rooms in one click until the daily limit shows the upgrade modal', async () => {
    const { page, context } = browser;
    // The refused creation is logged by the browser as a failed request.
    browser.allowErrors(/status of 429 \(Too Many Requests\)/);
    const host = await registeredUser('house');
    await signInThroughForm(page, host.email, host.password);

    // All but one of the day's rooms through the API, to keep it quick.
    const standup = await stockTemplateId(page, 'daily standup');
    for (let n = 1; n < HOUSE_MEETINGS_PER_24_HOURS; n++)
      await roomCreatedThroughApi(page, standup);
    await page.reload();
    await page
      .getByRole('article', { name: 'daily standup' })
      .nth(HOUSE_MEETINGS_PER_24_HOURS - 2)
      .waitFor();

    // The last one in one click from a stock template: it opens the room's entry.
    await startRoom(page).click();
    await page
      .getByRole('button', { name: 'start a room with daily standup' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/m/'));
    await page
      .getByRole('heading', { name: 'daily standup', level: 1 })
      .waitFor();

    // One more is refused: the limit modal, with the plans in a new tab.
    await page.goto('/dashboard');
    await startRoom(page).click();
    await page
      .getByRole('button', { name: 'start a room with daily standup' })
      .click();
    const modal = page.getByRole('dialog', { name: LIMIT_TITLE });
    await modal.getByText(LIMIT_TEXT).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    const upgrade = modal.getByRole('link', { name: 'upgrade' });
    expect(await upgrade.getAttribute('target')).toBe('_blank');
    const plans = await newTabFrom(context, () => upgrade.click());
    await waitForPath(plans, '/settings/subscription');
    await plans.getByRole('button', { name: 'upgrade to student' }).waitFor();
    // The dashboard stays where it was.
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('an unknown room shows the not-found screen', async () => {
    const { page } = browser;
    browser.allowErrors(/status of 404 \(Not Found\)/);
    await page.goto('/m/no-such-room');
    await page.getByRole('heading', { name: 'room not found' }).waitFor();
    await page
      .getByText(
        'this room does not exist or was deleted. check the link with the host.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'back to home' }).waitFor();
  });
});

describe('a house host’s paid room', () => {
  // The guest's lobby previews a (fake) camera before they pay.
  const browser = useBrowser({ media: true });

  it('a house host charges an entry fee from a stock template and keeps 80 % of a guest’s payment', async () => {
    const { page } = browser;
    const host = await registeredUser('housefee');
    await signInThroughForm(page, host.email, host.password);
    await connectPaymentsAccount(page);

    // The room's own entry fee, switched on above the templates.
    await page.goto('/dashboard');
    await startRoom(page).click();
    const picker = page.getByRole('dialog', { name: 'start a room' });
    await picker.getByRole('switch', { name: 'charge participants' }).click();
    await picker.getByLabel('participant fee').fill('10.00');
    await picker
      .getByRole('button', { name: 'start a room with daily standup' })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/m/'));
    const roomId = new URL(page.url()).pathname.split('/')[2];

    // A guest pays it in the sandbox and comes back to the room.
    const guest = await browser.newPage();
    await guest.goto(`/m/${roomId}`, { waitUntil: 'domcontentloaded' });
    await guest.getByLabel('your name').fill('gus guest');
    await guest
      .getByLabel('your email')
      .fill(`gus.guest.${Date.now()}@example.com`);
    // The join before paying is answered 402, which the browser logs.
    browser.allowErrors(
      /402 \(Payment Required\) \[.*\/api\/v1\/room\/.*\/join\]/,
    );
    await guest.getByRole('button', { name: 'pay $10.00 and join' }).click();
    await guest.getByLabel('card number').waitFor();
    await payWithTestCard(guest);
    await waitForPath(guest, `/m/${roomId}`);

    // The host's sales, room entries beside recordings: $10.00 paid, a $2.00 fee, $8.00 theirs.
    await page.goto('/settings/monetization');
    const sales = page.getByRole('table', { name: 'sales' });
    const row = sales.getByRole('row', { name: /daily standup/ });
    await row.getByRole('cell', { name: 'room entry' }).waitFor();
    await row.getByRole('cell', { name: '$8.00' }).waitFor();
    await row.getByRole('cell', { name: '$2.00' }).waitFor();
    await row.getByRole('cell', { name: '$10.00' }).waitFor();
  });
});
