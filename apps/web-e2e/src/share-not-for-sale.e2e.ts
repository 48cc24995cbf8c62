// Monetization needs an onboarded account, always, end to end on the sandbox: a creator
// on the student plan sells a recording and a visitor buys it; the creator cancels to the free
// plan, told first in the confirmation what stops being sold; then the share page says the
// recording is not for sale right now, a new visitor is told why (never "something went wrong"),
// and the earlier buyer still downloads it with their email.
import { signInThroughForm } from './support/accounts';
import { ApiSession } from './support/api-session';
import { useBrowser, waitForPath } from './support/browser';
import {
  connectPaymentsAccount,
  payWithTestCard,
  upgradeToStudent,
} from './support/plans';
import { registeredUser } from './support/registered-user';
import { baseUrl } from './support/stack';

/**
 * The start of an MP4 (an ftyp box) and filler: a video by its bytes, stored as sent when the
 * server has no ffmpeg.
 */
function mp4Bytes(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const free = Buffer.alloc(4008, 7);
  free.writeUInt32BE(4008, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

/** Uploads a priced recording through the API as the creator: its share id. */
async function pricedRecording(api: ApiSession, name: string): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append(
    'monetizationSetting',
    JSON.stringify({ monetizeAmount: 6, monetizeCurrency: 'usd' }),
  );
  form.append(
    'file',
    new Blob([new Uint8Array(mp4Bytes())], { type: 'video/mp4' }),
    'clip.mp4',
  );
  const answer = await api.postForm<{ shareId: string }>(
    '/api/v1/meeting-recording',
    form,
  );
  if (answer.status !== 201) throw new Error(`upload: ${answer.status}`);
  return answer.body.shareId;
}

describe('a downgraded creator’s share page', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('says the recording is not for sale right now; past buyers still download it', async () => {
    const { page, context } = browser;
    const creator = await registeredUser('downgrader');
    await signInThroughForm(page, creator.email, creator.password);
    await upgradeToStudent(page, context);
    await connectPaymentsAccount(page);
    const api = new ApiSession(baseUrl());
    await api.signIn(creator.email, creator.password);
    const shareId = await pricedRecording(api, 'pricing clinic');

    // A visitor buys it while it is for sale.
    const buyer = await browser.newPage();
    const email = `early-${Date.now()}@example.com`;
    await buyer.goto(`/share/r/${shareId}`);
    await buyer.getByPlaceholder('email').fill(email);
    await buyer.getByRole('button', { name: 'Continue' }).click();
    await payWithTestCard(buyer);
    await waitForPath(buyer, `/share/r/${shareId}/download`);

    // The creator cancels to the free plan, told first what stops being sold.
    await page.goto('/settings/subscription');
    await page.getByRole('button', { name: 'cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'cancel your plan?' });
    await dialog
      .getByText(/^your 1 paid recording will not be for sale; /)
      .waitFor();
    await dialog.getByRole('button', { name: 'cancel my plan' }).click();
    await page.getByText('you are now on the free plan.').first().waitFor();

    // A new visitor: not for sale right now, and the reason instead of a checkout.
    const visitor = await browser.newPage();
    // The refused checkout is answered 409, which the browser logs.
    browser.allowErrors(/409 \(Conflict\)/);
    await visitor.goto(`/share/r/${shareId}`);
    await visitor
      .getByText('this recording is not for sale right now.')
      .waitFor();
    await visitor
      .getByPlaceholder('email')
      .fill(`new-${Date.now()}@example.com`);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor
      .getByText(
        'the creator of this recording cannot take payments right now. please try again later.',
      )
      .waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/share/r/${shareId}`);
    expect(await visitor.getByText('Something went wrong').count()).toBe(0);

    // The earlier buyer still gets it with their email.
    const returning = await browser.newPage();
    await returning.goto(`/share/r/${shareId}`);
    await returning.getByPlaceholder('email').fill(email);
    await returning.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(returning, `/share/r/${shareId}/download`);
    expect(new URL(returning.url()).searchParams.get('token')).toBeTruthy();
  });
});
