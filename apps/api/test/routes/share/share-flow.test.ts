// The share page's paid and donation flows end to end on the sandbox provider, on PGlite and
// PostgreSQL: checkout → the hosted page paid with the test card → the purchase recorded once
// (however often the provider's event comes) → the receipt mailed with the way back → the same
// email downloads again without paying, ranges included.
import { count, eq } from 'drizzle-orm';
import { accessResultSchema } from '@ruume/contracts';
import { sales } from '../../../src/db/schema';
import { outbox, settleMail, waitForMail } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  checkoutBody,
  insertRecording,
  onboardedCreator,
  payCheckout,
  priced,
  recordEvents,
  tipped,
  VIDEO_BYTES,
  visitor,
} from './share-support';

describe.each(FEATURE_DRIVERS)('buying a shared recording (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const purchasesOf = async (checkoutId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(sales)
        .where(eq(sales.checkoutId, checkoutId))
    )[0].n;

  it('pays, records once, mails the receipt, and opens the download to the same email again', async () => {
    const events = recordEvents(t);
    const creator = await onboardedCreator(t, 'professional', {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const recording = await insertRecording(t, creator.user.id, {
      name: 'engines & notes',
      ...priced(1250, 'cad'),
    });
    const { shareId } = recording;
    const buyer = visitor(t);
    const email = 'Paying.Buyer@Example.com';

    // The share page: paid only; this email has not bought yet.
    expect(
      (
        await buyer.post('/api/v1/meeting-recording/check-monetized', {
          shareId,
        })
      ).json(),
    ).toEqual({
      isMonetizeAmountSet: true,
      isDonationAmountSet: false,
      isForSaleNow: true,
    });
    expect(
      (
        await buyer.post('/api/v1/meeting-recording/check-access', {
          shareId,
          email,
        })
      ).json(),
    ).toEqual({ accessGranted: false, token: null });

    const started = await buyer.post(
      '/api/v1/payment/checkout/session/recording',
      checkoutBody(t, shareId, 'Recording', email),
    );
    expect(started.statusCode).toBe(200);
    const { url } = started.json() as { url: string };
    const paid = await payCheckout(t, url);
    expect(paid.statusCode).toBe(303);
    // Back on the download route with a token of its own (SPEC §4): it opens the file now.
    const back = new URL(String(paid.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(
      `${t.config.publicUrl}/share/r/${shareId}/download`,
    );
    const checkoutToken = back.searchParams.get('token');
    expect(checkoutToken).toBeTruthy();
    const viaCheckout = await buyer.get(
      `/api/v1/download/public/paid/${checkoutToken}`,
    );
    expect(viaCheckout.statusCode).toBe(200);
    expect(viaCheckout.rawPayload.equals(VIDEO_BYTES)).toBe(true);

    // A well-signed token for an email that has not paid opens nothing (a checkout's token
    // exists before its payment does).
    const unpaid = await t.app.services.signedTokens.sign(
      'recording-download',
      { recordingId: recording.id, shareId, email: 'not.yet@example.com' },
      60_000,
    );
    const refused = await buyer.get(`/api/v1/download/public/paid/${unpaid}`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'PAYMENT_NOT_RECEIVED' });

    const completed = events.find(
      (event) => event.type === 'checkout.completed',
    );
    if (completed?.type !== 'checkout.completed')
      throw new Error('no checkout.completed event');
    expect(completed.checkout).toMatchObject({
      amountTotal: 1250,
      currency: 'cad',
      applicationFeeAmount: 250,
      metadata: {
        purpose: 'creator-sale',
        kind: 'recording',
        productId: recording.id,
        productUrl: `${t.config.publicUrl}/share/r/${shareId}`,
        paymentType: 'purchase',
        buyerEmail: 'paying.buyer@example.com',
      },
    });
    const [row] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.checkoutId, completed.checkout.id));
    expect(row).toMatchObject({
      productKind: 'recording',
      productId: recording.id,
      productName: 'engines & notes',
      creatorId: creator.user.id,
      paymentType: 'purchase',
      buyerEmail: 'paying.buyer@example.com',
      currency: 'cad',
      grossCents: 1250,
      feeCents: 250,
      netCents: 1000,
    });

    const receipt = await waitForMail(t, 'paying.buyer@example.com', /receipt/);
    expect(receipt.subject).toBe('your ruume receipt: engines & notes');
    expect(receipt.text).toContain(
      'you bought the recording "engines & notes" by ada lovelace for $12.50 CAD.',
    );
    expect(receipt.links).toEqual([`${t.config.publicUrl}/share/r/${shareId}`]);
    expect(receipt.text).toContain(
      'enter paying.buyer@example.com again: you will not be charged a second time.',
    );
    expect(receipt.html).toContain('engines &amp; notes');

    // The provider delivers the same completion again, under its own id and under another one.
    expect(await t.app.services.payments.events.publish(completed)).toBe(
      'duplicate',
    );
    expect(
      await t.app.services.payments.events.publish({
        ...completed,
        id: `${completed.id}_again`,
      }),
    ).toBe('applied');
    await settleMail(t);
    expect(await purchasesOf(completed.checkout.id)).toBe(1);
    const receipts = (await outbox(t)).filter(
      (mail) => mail.to === 'paying.buyer@example.com',
    );
    expect(receipts).toHaveLength(1);

    // Back later with the same email (any case): a token, and the very bytes, in ranges too.
    const again = visitor(t);
    const access = accessResultSchema.parse(
      (
        await again.post('/api/v1/meeting-recording/check-access', {
          shareId,
          email: 'PAYING.buyer@example.com',
        })
      ).json(),
    );
    expect(access.accessGranted).toBe(true);
    const link = `/api/v1/download/public/paid/${access.token}`;
    const whole = await again.get(link);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toContain(
      'filename="engines & notes.mp4"',
    );
    expect(whole.rawPayload).toEqual(VIDEO_BYTES);
    const head = await again.get(link, { range: 'bytes=0-3' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(
      `bytes 0-3/${VIDEO_BYTES.length}`,
    );
    expect(head.rawPayload).toEqual(VIDEO_BYTES.subarray(0, 4));
    const tail = await again.get(link, { range: 'bytes=8-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(VIDEO_BYTES.subarray(8));

    // The token is the buyer's for this recording only: the free link stays shut.
    expect(
      (await again.get(`/api/v1/download/public/free/${shareId}`)).statusCode,
    ).toBe(403);
  });

  it('thanks a donor by mail and opens nothing to pay for', async () => {
    const creator = await onboardedCreator(t, 'student', {
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const { shareId } = await insertRecording(t, creator.user.id, {
      name: 'compilers',
      ...priced(900),
      ...tipped(500, 'usd'),
    });
    const donor = visitor(t);
    expect(
      (
        await donor.post('/api/v1/meeting-recording/check-monetized', {
          shareId,
        })
      ).json(),
    ).toEqual({
      isMonetizeAmountSet: true,
      isDonationAmountSet: true,
      isForSaleNow: true,
    });
    const started = await donor.post(
      '/api/v1/payment/checkout/session/recording',
      {
        ...checkoutBody(t, shareId, 'Donation'),
        // The combined variant returns to the share page itself (SPEC §4).
        successUrlRoute: `share/r/${shareId}`,
      },
    );
    expect(started.statusCode).toBe(200);
    // No email given to us: the hosted page asks for it.
    const paid = await payCheckout(
      t,
      (started.json() as { url: string }).url,
      'Donor@Example.com',
    );
    expect(paid.headers.location).toBe(
      `${t.config.publicUrl}/share/r/${shareId}`,
    );

    const thanks = await waitForMail(t, 'donor@example.com', /thank you/);
    expect(thanks.subject).toBe(
      'thank you for supporting grace hopper on ruume',
    );
    expect(thanks.text).toContain(
      'thank you for your donation of $5.00 USD to grace hopper for the recording "compilers".',
    );
    expect(thanks.links).toEqual([`${t.config.publicUrl}/share/r/${shareId}`]);

    const [row] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.buyerEmail, 'donor@example.com'));
    expect(row).toMatchObject({
      productKind: 'recording',
      paymentType: 'donation',
      grossCents: 500,
      feeCents: 50,
      netCents: 450,
    });
    // A donation is not a purchase.
    expect(
      (
        await donor.post('/api/v1/meeting-recording/check-access', {
          shareId,
          email: 'donor@example.com',
        })
      ).json(),
    ).toEqual({ accessGranted: false, token: null });
  });

  it('ignores other payments and mails nobody when no email is known', async () => {
    const creator = await onboardedCreator(t);
    const recording = await insertRecording(t, creator.user.id, tipped(300));
    const publish = (metadata: Record<string, string>, id: string) =>
      t.app.services.payments.events.publish({
        type: 'checkout.completed',
        id: `evt_${id}`,
        occurredAt: new Date(),
        checkout: {
          id: `cs_${id}`,
          mode: 'payment',
          userId: null,
          customerId: null,
          subscriptionId: null,
          customerEmail: null,
          amountTotal: 300,
          currency: 'usd',
          applicationFeeAmount: 60,
          connectedAccountId: null,
          paymentIntentId: null,
          metadata,
        },
      });
    const before = (await outbox(t)).length;
    await publish({ purpose: 'paid-room', roomId: 'r1' }, 'room');
    expect(await purchasesOf('cs_room')).toBe(0);
    await publish(
      {
        purpose: 'creator-sale',
        kind: 'recording',
        productId: recording.id,
        productName: recording.name,
        productUrl: `${t.config.publicUrl}/share/r/${recording.shareId}`,
        creatorId: creator.user.id,
        creatorName: 'a creator',
        paymentType: 'donation',
      },
      'anonymous',
    );
    expect(await purchasesOf('cs_anonymous')).toBe(1);
    await settleMail(t);
    expect((await outbox(t)).length).toBe(before);
  });
});
