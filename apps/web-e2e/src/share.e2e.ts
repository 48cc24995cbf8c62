// Issue "Recordings, creator sales and the share page" end to end on the sandbox payments
// provider, in Chromium: a creator on a paid plan connects a payments account, uploads a recording
// with a price and a donation; an anonymous visitor opens its share link, pays with the test card
// and downloads the very bytes uploaded, then comes back with the same email and downloads again
// without paying. Then the other share-page variants, an unknown share id and a tampered token.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { useBrowser, waitForPath } from './support/browser';
import {
  connectPaymentsAccount,
  payWithTestCard,
  upgradeToStudent,
} from './support/plans';
import { registeredUser } from './support/registered-user';

/** A short real video (webm: stored as uploaded, no fast-start rewrite), made once. */
let video: { path: string; bytes: Buffer };
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ruume-share-e2e-'));
  const path = join(scratch, 'team-retro.webm');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    '2',
    '-c:v',
    'libvpx',
    '-b:v',
    '200k',
    path,
  ]);
  video = { path, bytes: readFileSync(path) };
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A signed-in creator on the student plan with an onboarded sandbox payments account. */
async function creatorReadyToSell(page: Page, context: BrowserContext) {
  const creator = await registeredUser('creator');
  await signInThroughForm(page, creator.email, creator.password);
  await upgradeToStudent(page, context);
  await connectPaymentsAccount(page);
  return creator;
}

/** The share id of the creator's recording called `name`, as the recordings list answers it. */
async function shareIdOf(page: Page, name: string): Promise<string> {
  const recordings = await page.evaluate(async () => {
    const answer = await fetch('/api/v1/meeting-recording/list', {
      credentials: 'include',
    });
    return (await answer.json()) as { name: string; shareId: string }[];
  });
  const recording = recordings.find((r) => r.name === name);
  if (!recording) throw new Error(`no recording called ${name}`);
  return recording.shareId;
}

/** Uploads through the API from the creator's page, as the app's upload does (fields, then file). */
async function uploadedThroughApi(
  page: Page,
  name: string,
  monetizationSetting: Record<string, unknown>,
): Promise<string> {
  const status = await page.evaluate(
    async ({ name, setting, base64 }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length);
      const form = new FormData();
      form.append('name', name);
      form.append('monetizationSetting', JSON.stringify(setting));
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      form.append(
        'file',
        new Blob([bytes], { type: 'video/webm' }),
        'clip.webm',
      );
      const answer = await fetch('/api/v1/meeting-recording', {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'x-xsrf-token': decodeURIComponent(xsrf ?? '') },
      });
      return answer.status;
    },
    {
      name,
      setting: monetizationSetting,
      base64: video.bytes.toString('base64'),
    },
  );
  expect(status).toBe(201);
  return shareIdOf(page, name);
}

/** Waits for the download the page starts and answers its bytes. */
async function downloadedBytes(
  page: Page,
  start: () => Promise<unknown>,
): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    start(),
  ]);
  const path = await download.path();
  return readFileSync(path);
}

describe('sharing and selling recordings on the sandbox', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('a creator sells a recording; a visitor pays once and downloads it twice', async () => {
    const { page, context } = browser;
    await creatorReadyToSell(page, context);

    // The upload form: a name, the file, a price and a donation.
    await page.goto('/settings/recordings');
    await page.getByLabel('name', { exact: true }).fill('team retro');
    await page.getByLabel('video file').setInputFiles(video.path);
    await page.getByLabel('charge for this recording').check();
    await page.getByLabel('price', { exact: true }).fill('4.99');
    await page.getByLabel('take donations').check();
    await page.getByLabel('donation amount').fill('2');
    await page.getByRole('button', { name: 'upload', exact: true }).click();
    await page.getByText('“team retro” is ready to share').waitFor();
    const shareId = await shareIdOf(page, 'team retro');

    // An anonymous visitor on the share link: the paid form and the donation block.
    const visitor = await browser.newPage();
    const email = `buyer-${Date.now()}@example.com`;
    await visitor.goto(`/share/r/${shareId}`);
    await visitor
      .getByRole('heading', { name: 'access file / recording' })
      .waitFor();
    await visitor.getByText('support the creator').waitFor();
    await visitor.getByPlaceholder('email').fill(email);
    await visitor.getByRole('button', { name: 'Continue' }).click();

    // The sandbox's hosted checkout, then back on the download page.
    await payWithTestCard(visitor);
    await waitForPath(visitor, `/share/r/${shareId}/download`);
    await visitor.getByText('Your download will start shortly…').waitFor();
    const bought = await downloadedBytes(visitor, () =>
      visitor.getByRole('link', { name: 'click here' }).click(),
    );
    expect(bought.equals(video.bytes)).toBe(true);

    // Later, on another device: the same email downloads again without paying.
    const returning = await browser.newPage();
    const checkoutsSeen: string[] = [];
    returning.on('framenavigated', (frame) => {
      if (frame.url().includes('/payment/sandbox/'))
        checkoutsSeen.push(frame.url());
    });
    await returning.goto(`/share/r/${shareId}`);
    await returning.getByPlaceholder('email').fill(email.toUpperCase());
    await returning.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(returning, `/share/r/${shareId}/download`);
    expect(new URL(returning.url()).searchParams.get('token')).toBeTruthy();
    const again = await downloadedBytes(returning, () =>
      returning.getByRole('link', { name: 'click here' }).click(),
    );
    expect(again.equals(video.bytes)).toBe(true);
    expect(checkoutsSeen).toEqual([]);

    // The creator sees the sale, with the student plan's 10 % fee kept by the platform.
    await page.goto('/settings/monetization');
    const sale = page.getByRole('row', { name: /team retro/ });
    await sale.waitFor();
    await sale.getByRole('cell', { name: /4\.99/ }).waitFor();
    await sale.getByRole('cell', { name: /0\.50/ }).waitFor();
    await sale.getByRole('cell', { name: /4\.49/ }).waitFor();
  });

  it('donation only, free, unknown and tampered links each get their page', async () => {
    const { page, context } = browser;
    await creatorReadyToSell(page, context);
    const tipOnly = await uploadedThroughApi(page, 'tips welcome', {
      donationAmount: 3,
      donationCurrency: 'cad',
    });
    const free = await uploadedThroughApi(page, 'free talk', {});

    // Donation only: the question, and Skip leads to the (free) download.
    const visitor = await browser.newPage();
    await visitor.goto(`/share/r/${tipOnly}`);
    await visitor.getByText('Would you like to support the creator?').waitFor();
    await visitor.getByRole('button', { name: 'Donate' }).waitFor();
    await visitor.getByRole('button', { name: 'Skip' }).click();
    await waitForPath(visitor, `/share/r/${tipOnly}/download`);
    const skipped = await downloadedBytes(visitor, () =>
      visitor.getByRole('link', { name: 'click here' }).click(),
    );
    expect(skipped.equals(video.bytes)).toBe(true);

    // Donate: the sandbox checkout for the creator's amount, then back to the download.
    await visitor.goto(`/share/r/${tipOnly}`);
    await visitor.getByRole('button', { name: 'Donate' }).click();
    await visitor.getByText(/3\.00/).first().waitFor();
    // No email was given on the share page: the checkout asks for one, for the receipt.
    await visitor.getByLabel('email').fill(`donor-${Date.now()}@example.com`);
    await payWithTestCard(visitor);
    await waitForPath(visitor, `/share/r/${tipOnly}/download`);

    // Neither price nor donation: straight to the download page.
    await visitor.goto(`/share/r/${free}`);
    await waitForPath(visitor, `/share/r/${free}/download`);
    await visitor.getByText('Your download will start shortly…').waitFor();

    // An unknown share id: the recording-not-found screen.
    browser.allowErrors(/status of 404 \(Not Found\)/);
    await visitor.goto('/share/r/no-such-recording');
    await visitor
      .getByRole('heading', { name: 'recording not found' })
      .waitFor();
    await visitor
      .getByText('sorry, this recording is no longer available.')
      .waitFor();

    // A tampered token opens nothing: the hidden frame's attempt is refused (403).
    browser.allowErrors(/status of 403/, /frame-ancestors/);
    await visitor.goto(`/share/r/${tipOnly}/download?token=forged.token`);
    const link = await visitor
      .getByRole('link', { name: 'click here' })
      .getAttribute('href');
    const refused = await visitor.request.get(link ?? '');
    expect(refused.status()).toBe(403);
  });
});
