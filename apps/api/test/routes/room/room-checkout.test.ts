// A room's entry fee on the sandbox provider: the checkout pays the host's account with their
// tier's share, the completed payment is recorded once, and that email then joins (on any
// browser) without paying again.
import { count, eq } from 'drizzle-orm';
import { sales } from '../../../src/db/schema';
import { outbox, settleMail } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  payCheckout,
  recordEvents,
  onboardedCreator,
} from '../share/share-support';
import { createMeeting, templateRow } from '../meeting/meeting-support';
import { API, guest, join } from './room-support';

describe.each(FEATURE_DRIVERS)('paying a room entry fee (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  it('pays the host, records once, mails one receipt, and lets that email in without paying again', async () => {
    const events = recordEvents(t);
    const host = await onboardedCreator(t, 'student');
    const template = await templateRow(t, host.user.id, {
      participantFeeCents: 1000,
      monetizationCurrency: 'usd',
    });
    const { roomId } = await createMeeting(host.browser, {
      templateId: template.id,
    });
    const email = 'Payer@Example.com';
    const buyer = guest(t);
    expect(
      (await join(buyer, roomId, { displayName: 'p', email })).statusCode,
    ).toBe(402);

    const started = await buyer.post(`${API}/room/${roomId}/checkout`, {
      email,
      displayName: 'p',
    });
    expect(started.statusCode).toBe(200);
    const { url } = started.json() as { url: string };
    const paid = await payCheckout(t, url, email.toLowerCase());
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe(`/m/${roomId}`);
    expect(back.searchParams.get('paid')).toBe('1');
    expect(back.searchParams.get('email')).toBe('payer@example.com');
    const entry = back.searchParams.get('entry');
    expect(entry).toBeTruthy();

    const completed = events.find((e) => e.type === 'checkout.completed');
    expect(completed).toBeDefined();
    if (completed?.type !== 'checkout.completed') return;
    // The student host keeps 90 %: the platform's fee is 1.00 of 10.00.
    expect(completed.checkout.applicationFeeAmount).toBe(100);
    // A redelivered event records nothing more.
    await t.app.services.modules.sales.service.applyEvent(completed);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(sales)
      .where(eq(sales.checkoutId, completed.checkout.id));
    expect(n).toBe(1);
    await settleMail(t);
    const receipts = (await outbox(t)).filter(
      (mail) => mail.to === 'payer@example.com',
    );
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt.subject).toBe(`your ruume receipt: ${template.name}`);
    expect(receipt.text).toContain(
      `you paid $10.00 USD to join "${template.name}", hosted by`,
    );
    // The receipt's link is the room with a signed re-entry pass.
    const [link] = receipt.links.map((l) => new URL(l));
    expect(link.pathname).toBe(`/m/${roomId}`);
    expect(link.searchParams.get('entry')).toBeTruthy();
    expect(receipt.text).toContain(
      "enter payer@example.com in the room's lobby and the code we then mail to it: you will not be charged a second time.",
    );

    // The browser that paid comes in with the checkout's pass; another with the receipt's.
    for (const [browser, pass] of [
      [buyer, entry],
      [guest(t), link.searchParams.get('entry')],
    ] as const) {
      const joined = await join(browser, roomId, {
        displayName: 'p',
        entryToken: pass,
      });
      expect(joined.statusCode).toBe(200);
    }
    // Typing the email alone is not enough any more: a code goes to it first.
    const typed = await join(guest(t), roomId, {
      displayName: 'p',
      email: 'payer@example.com',
    });
    expect(typed.statusCode).toBe(403);
    expect(typed.json()).toMatchObject({ error: 'ROOM_ENTRY_CODE_REQUIRED' });
    // A second checkout for the same email goes straight back, without a pass: nothing to pay twice.
    const again = await guest(t).post(`${API}/room/${roomId}/checkout`, {
      email,
      displayName: 'p',
    });
    const back2 = new URL((again.json() as { url: string }).url);
    expect(back2.pathname).toBe(`/m/${roomId}`);
    expect(back2.searchParams.get('entry')).toBeNull();
  });

  it('refuses a checkout for a free room and for a host who cannot be paid', async () => {
    const free = await onboardedCreator(t, 'student');
    const template = await templateRow(t, free.user.id);
    const { roomId } = await createMeeting(free.browser, {
      templateId: template.id,
    });
    const response = await guest(t).post(`${API}/room/${roomId}/checkout`, {
      email: 'a@example.com',
      displayName: 'a',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('NOT_FOR_SALE');
  });
});
