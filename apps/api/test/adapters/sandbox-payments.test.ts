// The sandbox payments provider on a real database, driven through its own hosted pages the
// way a browser would (form posts, redirects), with the events it publishes recorded.
import { addHours, addMinutes, addMonths, addYears } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { billingMessages, yearSavingsPercent } from '@ruume/contracts';
import {
  PaymentDeclinedError,
  PaymentsUnavailableError,
  type PaymentEvent,
} from '../../src/adapters/payments/payments';
import {
  createSandboxPayments,
  type SandboxPayments,
} from '../../src/adapters/payments/sandbox/sandbox-payments';
import { sandboxRoutes } from '../../src/adapters/payments/sandbox/sandbox-routes';
import { sandboxObjects } from '../../src/db/schema';
import {
  createTestDatabase,
  FEATURE_DRIVERS,
  type TestDatabase,
} from '../support/test-database';

const PREFIX = '/api/v1/payment/sandbox';
const APP = 'https://ruume.test';
const CARD = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  mastercard: '5555 5555 5555 4444',
  notLuhn: '4242 4242 4242 4241',
};
const START = new Date('2026-01-15T12:00:00.000Z');

/** The path of a page URL (absolute, or a redirect's path). */
const path = (url: string) => {
  const { pathname, search } = new URL(url, APP);
  return pathname + search;
};

/** `<label for=x>text</label>` naming a control with id x: the accessible name browser tests use. */
function expectLabelled(html: string, text: string) {
  const label = new RegExp(`<label for="([^"]+)">${text}</label>`).exec(html);
  expect(label).not.toBeNull();
  expect(html).toMatch(
    new RegExp(
      `<(input|select)[^>]* id="${label?.[1]}"|<(input|select) id="${label?.[1]}"`,
    ),
  );
}
const expectButton = (html: string, name: string) =>
  expect(html).toMatch(new RegExp(`<button[^>]*>${name}</button>`));
const expectLink = (html: string, name: string, href: string) =>
  expect(html).toContain(`href="${href}">${name}</a>`);

describe.each(FEATURE_DRIVERS)('sandbox payments (%s)', (driver) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let sandbox: SandboxPayments;
  let clock: Date;
  const events: PaymentEvent[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(driver);
    sandbox = createSandboxPayments({
      db: t.database.db,
      events: {
        publish: async (event) => {
          events.push(event);
          return 'applied';
        },
      },
      pagesUrl: `${APP}${PREFIX}`,
      now: () => clock,
    });
    app = Fastify();
    await app.register(sandboxRoutes, { prefix: PREFIX, sandbox });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.cleanup();
  });
  beforeEach(() => {
    clock = START;
    events.length = 0;
  });

  const get = (url: string) => app.inject({ method: 'GET', url: path(url) });
  const post = (url: string, fields: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  let customers = 0;
  async function newCustomer() {
    customers += 1;
    const { id } = await sandbox.createCustomer({
      userId: `user-${customers}`,
      email: `buyer${customers}@example.com`,
      name: `Buyer ${customers}`,
    });
    return id;
  }

  async function subscriptionCheckout(
    customerId: string,
    priceId = 'price_sandbox_professional_month',
    trial = false,
  ) {
    return sandbox.createSubscriptionCheckout({
      customerId,
      userId: `user-of-${customerId}`,
      priceId,
      trial,
      successUrl: `${APP}/settings/subscription?checkout={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${APP}/settings/subscription`,
    });
  }

  const trialCheckout = (customerId: string) =>
    subscriptionCheckout(customerId, 'price_sandbox_professional_month', true);

  /** A customer with a paid subscription, bought on the checkout page with `card`. */
  async function subscribed(
    priceId = 'price_sandbox_professional_month',
    card = CARD.pays,
  ) {
    events.length = 0;
    const customerId = await newCustomer();
    const checkout = await subscriptionCheckout(customerId, priceId);
    const paid = await post(checkout.url, {
      cardNumber: card,
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    const subscriptionId = events.find(
      (event) => event.type === 'subscription.changed',
    )?.subscription.id as string;
    events.length = 0;
    return { customerId, subscriptionId };
  }

  async function portal(
    customerId: string,
    flow: 'invoices' | 'payment_method_update' = 'invoices',
  ) {
    return sandbox.createPortalSession({
      customerId,
      returnUrl: `${APP}/settings/subscription-billing`,
      flow,
    });
  }

  async function objects(kind: string, ownerId: string) {
    return t.database.db
      .select()
      .from(sandboxObjects)
      .where(
        and(eq(sandboxObjects.kind, kind), eq(sandboxObjects.ownerId, ownerId)),
      );
  }

  it('lists the catalogue: three tiers, month and year, a year about 20% cheaper', async () => {
    const prices = await sandbox.listPrices();
    expect(prices).toHaveLength(6);
    expect(prices).toContainEqual({
      id: 'price_sandbox_professional_month',
      tier: 'professional',
      interval: 'month',
      unitAmount: 1499,
      currency: 'usd',
    });
    for (const tier of ['student', 'professional', 'business'] as const) {
      const month = prices.find(
        (p) => p.tier === tier && p.interval === 'month',
      );
      const year = prices.find((p) => p.tier === tier && p.interval === 'year');
      expect(
        yearSavingsPercent(month?.unitAmount ?? 0, year?.unitAmount ?? 0),
      ).toBe(20);
    }
  });

  describe('subscription checkout', () => {
    it('shows what is bought, the card form, Pay and Cancel, on an accessible page', async () => {
      const customerId = await newCustomer();
      const checkout = await subscriptionCheckout(customerId);
      expect(checkout.id).toMatch(/^cs_[0-9A-Za-z]{24}$/);
      expect(checkout.url).toBe(`${APP}${PREFIX}/checkout/${checkout.id}`);

      const page = await get(checkout.url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      const html = page.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<main>');
      expect(html).toContain('sandbox — no real payment');
      expect(html).toContain(
        `<link rel="stylesheet" href="${PREFIX}/sandbox.css">`,
      );
      expect(html).toMatch(/<h1>ruume professional \(monthly\)<\/h1>/);
      expect(html).toContain('$14.99 per month');
      expectLabelled(html, 'card number');
      expectLabelled(html, 'expiry \\(mm/yy\\)');
      expectLabelled(html, 'cvc');
      expectButton(html, 'Pay');
      expectLink(html, 'Cancel', `${APP}/settings/subscription`);
      expect(html).toContain(`action="${PREFIX}/checkout/${checkout.id}"`);
      // CSP: no scripts, no inline style.
      expect(html).not.toMatch(/<script|<style| style=/);
    });

    it('pays with 4242: 303 to the success url, then checkout.completed and subscription.changed', async () => {
      const customerId = await newCustomer();
      const checkout = await subscriptionCheckout(customerId);
      const paid = await post(checkout.url, {
        cardNumber: CARD.pays,
        expiry: '12/30',
        cvc: '123',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(
        `${APP}/settings/subscription?checkout=${checkout.id}`,
      );

      expect(events.map((event) => event.type)).toEqual([
        'checkout.completed',
        'subscription.changed',
      ]);
      const [completed, changed] = events;
      expect(completed.id).toMatch(/^evt_/);
      expect(changed.id).not.toBe(completed.id);
      expect(changed.occurredAt.getTime()).toBeGreaterThan(
        completed.occurredAt.getTime() - 1,
      );
      if (completed.type !== 'checkout.completed') throw new Error('order');
      if (changed.type !== 'subscription.changed') throw new Error('order');
      expect(completed.checkout).toEqual({
        id: checkout.id,
        mode: 'subscription',
        userId: `user-of-${customerId}`,
        customerId,
        subscriptionId: changed.subscription.id,
        customerEmail: expect.stringMatching(/@example\.com$/),
        amountTotal: 1499,
        currency: 'usd',
        applicationFeeAmount: null,
        connectedAccountId: null,
        paymentIntentId: null,
        metadata: {},
      });
      expect(changed.subscription).toEqual({
        id: expect.stringMatching(/^sub_/),
        customerId,
        priceId: 'price_sandbox_professional_month',
        tier: 'professional',
        interval: 'month',
        status: 'active',
        currentPeriodEnd: addMonths(START, 1),
        cancelAtPeriodEnd: false,
        trialEnd: null,
      });
      expect(await sandbox.getSubscription(changed.subscription.id)).toEqual(
        changed.subscription,
      );
      const card = {
        id: expect.stringMatching(/^pm_/),
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      };
      expect(
        await sandbox.subscriptionPaymentMethod(changed.subscription.id),
      ).toEqual(card);
      expect(await sandbox.listPaymentMethods(customerId)).toEqual([card]);

      // Completed: the page says so, and paying again changes nothing.
      events.length = 0;
      const again = await post(checkout.url, {
        cardNumber: CARD.pays,
        expiry: '12/30',
        cvc: '123',
      });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('this checkout is already complete.');
      expect((await get(checkout.url)).statusCode).toBe(410);
      expect(events).toEqual([]);
    });

    it('a yearly plan runs a year', async () => {
      const customerId = await newCustomer();
      const checkout = await subscriptionCheckout(
        customerId,
        'price_sandbox_business_year',
      );
      expect((await get(checkout.url)).body).toContain('$479.88 per year');
      await post(checkout.url, {
        cardNumber: CARD.mastercard,
        expiry: '01/31',
        cvc: '999',
      });
      const changed = events.find(
        (event) => event.type === 'subscription.changed',
      );
      expect(
        changed?.type === 'subscription.changed' && changed.subscription,
      ).toMatchObject({
        tier: 'business',
        interval: 'year',
        currentPeriodEnd: addYears(START, 1),
      });
      expect((await sandbox.listPaymentMethods(customerId))[0].card.brand).toBe(
        'mastercard',
      );
    });

    it('4000 0000 0000 0002 is declined: 402, the message in an alert, typed fields kept but the number, nothing created', async () => {
      const customerId = await newCustomer();
      const checkout = await subscriptionCheckout(customerId);
      const declined = await post(checkout.url, {
        cardNumber: CARD.declined,
        expiry: '11/30',
        cvc: '456',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain(
        `<p class="alert" role="alert" id="form-error">${billingMessages.cardDeclined}</p>`,
      );
      expect(declined.body).toContain('value="11/30"');
      expect(declined.body).toContain('value="456"');
      expect(declined.body).not.toContain('4000 0000 0000 0002"');
      expect(declined.body).not.toMatch(/name="cardNumber"[^>]*value=/);
      expectButton(declined.body, 'Pay');
      expect(events).toEqual([]);
      expect(await objects('subscription', customerId)).toEqual([]);
      expect(await objects('payment_method', customerId)).toEqual([]);
      expect((await get(checkout.url)).statusCode).toBe(200);
    });

    it.each([
      [CARD.notLuhn, '12/30', '123', billingMessages.cardNumberIncorrect],
      ['1234', '12/30', '123', billingMessages.cardNumberIncorrect],
      ['', '12/30', '123', billingMessages.cardNumberIncorrect],
      [CARD.pays, '13/30', '123', billingMessages.cardExpiryIncomplete],
      [CARD.pays, '12/25', '123', billingMessages.cardExpired],
      [CARD.pays, '12/30', '12', billingMessages.cardCvcIncorrect],
    ])(
      'refuses %p %p %p with 400: %s',
      async (cardNumber, expiry, cvc, message) => {
        const checkout = await subscriptionCheckout(await newCustomer());
        const refused = await post(checkout.url, { cardNumber, expiry, cvc });
        expect(refused.statusCode).toBe(400);
        expect(refused.body).toContain(
          `role="alert" id="form-error">${message.replaceAll("'", '&#39;')}</p>`,
        );
        expect(events).toEqual([]);
      },
    );

    it('an expired or unknown checkout answers a clear page with a link back', async () => {
      const checkout = await subscriptionCheckout(await newCustomer());
      clock = addHours(START, 25);
      const expired = await get(checkout.url);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('this checkout has expired.');
      expectLink(expired.body, 'back to ruume', `${APP}/settings/subscription`);
      expect(
        (await post(checkout.url, { cardNumber: CARD.pays })).statusCode,
      ).toBe(410);

      const unknown = await get(
        `${APP}${PREFIX}/checkout/cs_${'x'.repeat(24)}`,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('this checkout does not exist.');
      expectLink(unknown.body, 'back to ruume', '/');
    });
  });

  describe('free trial', () => {
    it('starts without a card: trialing for one calendar month', async () => {
      const customerId = await newCustomer();
      const checkout = await trialCheckout(customerId);
      const page = await get(checkout.url);
      expect(page.statusCode).toBe(200);
      expectButton(page.body, 'Start trial');
      expectLink(page.body, 'Cancel', `${APP}/settings/subscription`);
      expect(page.body).toContain('February 15, 2026');
      expect(page.body).not.toContain('card number');

      const started = await post(checkout.url);
      expect(started.statusCode).toBe(303);
      expect(events.map((event) => event.type)).toEqual([
        'checkout.completed',
        'subscription.changed',
      ]);
      const [completed, changed] = events;
      expect(
        completed.type === 'checkout.completed' &&
          completed.checkout.amountTotal,
      ).toBe(0);
      const end = addMonths(START, 1);
      expect(
        changed.type === 'subscription.changed' && changed.subscription,
      ).toMatchObject({
        tier: 'professional',
        status: 'trialing',
        trialEnd: end,
        currentPeriodEnd: end,
      });
      const subscriptionId =
        changed.type === 'subscription.changed' ? changed.subscription.id : '';
      expect(
        await sandbox.subscriptionPaymentMethod(subscriptionId),
      ).toBeNull();
      expect(await sandbox.listPaymentMethods(customerId)).toEqual([]);
    });

    it('ends at its end without a card: canceled', async () => {
      const customerId = await newCustomer();
      await post((await trialCheckout(customerId)).url);
      const changed = events[1];
      if (changed.type !== 'subscription.changed') throw new Error('order');
      events.length = 0;

      const result = await sandbox.advanceClock(changed.subscription.id);
      expect(result.step).toBe('trial_ended');
      expect(events).toHaveLength(1);
      expect(
        events[0].type === 'subscription.changed' &&
          events[0].subscription.status,
      ).toBe('canceled');
    });

    it('with a card added in the portal, the trial end charges like a renewal', async () => {
      const customerId = await newCustomer();
      await post((await trialCheckout(customerId)).url);
      const changed = events[1];
      if (changed.type !== 'subscription.changed') throw new Error('order');
      const session = await portal(customerId, 'payment_method_update');
      expect(
        (
          await post(`${session.url}/card`, {
            cardNumber: CARD.pays,
            expiry: '12/30',
            cvc: '123',
          })
        ).statusCode,
      ).toBe(303);
      events.length = 0;

      const result = await sandbox.advanceClock(changed.subscription.id);
      expect(result.step).toBe('renewed');
      expect(result.subscription).toMatchObject({
        status: 'active',
        trialEnd: addMonths(START, 1),
        currentPeriodEnd: addMonths(addMonths(START, 1), 1),
      });
      expect(events.map((event) => event.type)).toEqual([
        'subscription.changed',
      ]);
    });
  });

  it('cancelSubscription: canceled, reported once however often it is called', async () => {
    const { subscriptionId } = await subscribed();
    await sandbox.cancelSubscription(subscriptionId);
    await sandbox.cancelSubscription(subscriptionId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'subscription.changed',
      subscription: { id: subscriptionId, status: 'canceled' },
    });
    expect((await sandbox.getSubscription(subscriptionId))?.status).toBe(
      'canceled',
    );
    await expect(sandbox.cancelSubscription('sub_unknown')).rejects.toThrow();
  });

  describe('renewals', () => {
    it('advancing with "succeed": a new paid invoice, the period moved on, active', async () => {
      const { customerId, subscriptionId } = await subscribed();
      const result = await sandbox.advanceClock(subscriptionId);
      expect(result.step).toBe('renewed');
      expect(result.subscription).toMatchObject({
        status: 'active',
        currentPeriodEnd: addMonths(addMonths(START, 1), 1),
      });
      expect(events).toEqual([
        expect.objectContaining({
          type: 'subscription.changed',
          subscription: result.subscription,
        }),
      ]);
      const invoices = await objects('invoice', customerId);
      expect(invoices).toHaveLength(2);
      const renewal = invoices.find((row) => row.id === result.invoiceId);
      expect(renewal?.data).toMatchObject({
        status: 'paid',
        amountDue: 1499,
        attempts: 1,
      });
    });

    it('"fail": past_due with an open invoice; the third failed attempt cancels', async () => {
      const { customerId, subscriptionId } = await subscribed();
      await sandbox.setNextRenewalOutcome(subscriptionId, 'fail');

      const first = await sandbox.advanceClock(subscriptionId);
      expect(first.step).toBe('payment_failed');
      expect(first.subscription.status).toBe('past_due');
      // As on Stripe, the period moves on at renewal; the plan is kept while retrying.
      expect(first.subscription.currentPeriodEnd).toEqual(
        addMonths(addMonths(START, 1), 1),
      );
      const open = (await objects('invoice', customerId)).find(
        (row) => row.id === first.invoiceId,
      );
      expect(open?.data).toMatchObject({ status: 'open', attempts: 1 });

      const second = await sandbox.advanceClock(subscriptionId);
      expect(second.step).toBe('retry_failed');
      expect(second.subscription.status).toBe('past_due');
      const third = await sandbox.advanceClock(subscriptionId);
      expect(third.step).toBe('canceled_unpaid');
      expect(third.subscription.status).toBe('canceled');
      expect((await sandbox.advanceClock(subscriptionId)).step).toBe(
        'not_live',
      );

      expect(
        events.map(
          (event) =>
            event.type === 'subscription.changed' && event.subscription.status,
        ),
      ).toEqual(['past_due', 'canceled']);
      const closed = (await objects('invoice', customerId)).find(
        (row) => row.id === first.invoiceId,
      );
      expect(closed?.data).toMatchObject({
        status: 'uncollectible',
        attempts: 3,
      });
    });

    it('a retry that succeeds pays the open invoice: active again', async () => {
      const { subscriptionId } = await subscribed();
      await sandbox.setNextRenewalOutcome(subscriptionId, 'fail');
      await sandbox.advanceClock(subscriptionId);
      await sandbox.setNextRenewalOutcome(subscriptionId, 'succeed');
      const retry = await sandbox.advanceClock(subscriptionId);
      expect(retry.step).toBe('recovered');
      expect(retry.subscription.status).toBe('active');
      expect(retry.subscription.currentPeriodEnd).toEqual(
        addMonths(addMonths(START, 1), 1),
      );
    });

    it('replacing the card while past_due pays the open invoice at once: active', async () => {
      const { customerId, subscriptionId } = await subscribed();
      await sandbox.setNextRenewalOutcome(subscriptionId, 'fail');
      const failed = await sandbox.advanceClock(subscriptionId);
      events.length = 0;

      const session = await portal(customerId, 'payment_method_update');
      const declined = await post(`${session.url}/card`, {
        cardNumber: CARD.declined,
        expiry: '10/29',
        cvc: '321',
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain(
        `role="alert" id="form-error">${billingMessages.cardDeclined}</p>`,
      );
      expect(declined.body).toContain('value="10/29"');
      expect(events).toEqual([]);

      const replaced = await post(`${session.url}/card`, {
        cardNumber: CARD.mastercard,
        expiry: '10/29',
        cvc: '321',
      });
      expect(replaced.statusCode).toBe(303);
      expect(replaced.headers.location).toBe(
        `${PREFIX}/portal/${session.id}?updated=card-paid`,
      );
      expect(events).toEqual([
        expect.objectContaining({
          type: 'subscription.changed',
          subscription: expect.objectContaining({
            id: subscriptionId,
            status: 'active',
          }),
        }),
      ]);
      const invoice = (await objects('invoice', customerId)).find(
        (row) => row.id === failed.invoiceId,
      );
      expect(invoice?.data).toMatchObject({ status: 'paid', attempts: 2 });
      const methods = await sandbox.listPaymentMethods(customerId);
      expect(methods.map((method) => method.card.last4)).toEqual([
        '4444',
        '4242',
      ]);
      expect(
        (await sandbox.subscriptionPaymentMethod(subscriptionId))?.card.last4,
      ).toBe('4444');
      const page = await get(replaced.headers.location as string);
      expect(page.body).toContain(
        'role="status">your card was replaced and your unpaid invoice was paid.</p>',
      );
    });
  });

  describe('plan changes', () => {
    // Subscribed on 15 January (noon); 16 of the period's 31 days are left on 30 January.
    const HALFWAY = new Date('2026-01-30T12:00:00.000Z');
    const unusedProfessional = Math.round((1499 * 16) / 31);

    it('professional monthly → business yearly: the year less the unused days, charged and receipted; a new yearly period', async () => {
      const { customerId, subscriptionId } = await subscribed();
      clock = HALFWAY;
      const input = { subscriptionId, priceId: 'price_sandbox_business_year' };
      const expected = {
        priceId: 'price_sandbox_business_year',
        amountDue: 47988 - unusedProfessional,
        credit: 0,
        effectiveAt: HALFWAY,
        currentPeriodEnd: addYears(HALFWAY, 1),
      };
      expect(await sandbox.previewSubscriptionChange(input)).toEqual(expected);
      expect(events).toEqual([]);
      expect((await sandbox.getSubscription(subscriptionId))?.tier).toBe(
        'professional',
      );

      expect(await sandbox.changeSubscription(input)).toEqual(expected);
      expect(events).toEqual([
        expect.objectContaining({
          type: 'subscription.changed',
          subscription: expect.objectContaining({
            id: subscriptionId,
            tier: 'business',
            interval: 'year',
            status: 'active',
            currentPeriodEnd: addYears(HALFWAY, 1),
          }),
        }),
      ]);
      const page = (await get((await portal(customerId)).url)).body;
      expect(page).toContain(
        'ruume business (yearly), from ruume professional (monthly): $7.74 credited for unused time',
      );
      expect(page).toContain('$472.14');
    });

    it('to a cheaper plan in the same cycle: nothing due, the credit taken off the next renewal', async () => {
      const { customerId, subscriptionId } = await subscribed();
      clock = HALFWAY;
      const credit = unusedProfessional - Math.round((799 * 16) / 31);
      expect(
        await sandbox.changeSubscription({
          subscriptionId,
          priceId: 'price_sandbox_student_month',
        }),
      ).toMatchObject({
        amountDue: 0,
        credit,
        currentPeriodEnd: addMonths(START, 1),
      });
      const renewal = await sandbox.advanceClock(subscriptionId);
      expect(renewal.subscription).toMatchObject({ tier: 'student' });
      const invoices = await objects('invoice', customerId);
      expect(
        invoices.find((row) => row.id === renewal.invoiceId)?.data,
      ).toMatchObject({ status: 'paid', amountDue: 799 - credit });
      // Used up: the renewal after pays in full.
      const next = await sandbox.advanceClock(subscriptionId);
      expect(
        (await objects('invoice', customerId)).find(
          (row) => row.id === next.invoiceId,
        )?.data,
      ).toMatchObject({ amountDue: 799 });
    });

    it('a declined charge changes nothing', async () => {
      const { customerId, subscriptionId } = await subscribed();
      await sandbox.setNextRenewalOutcome(subscriptionId, 'fail');
      await expect(
        sandbox.changeSubscription({
          subscriptionId,
          priceId: 'price_sandbox_business_month',
        }),
      ).rejects.toThrow(PaymentDeclinedError);
      expect(events).toEqual([]);
      expect(await sandbox.getSubscription(subscriptionId)).toMatchObject({
        tier: 'professional',
        interval: 'month',
      });
      expect(await objects('invoice', customerId)).toHaveLength(1);
    });

    it('a trial or an unknown subscription cannot change', async () => {
      const customerId = await newCustomer();
      await post((await trialCheckout(customerId)).url);
      const trial = events.find(
        (event) => event.type === 'subscription.changed',
      )?.subscription.id as string;
      for (const subscriptionId of [trial, 'sub_unknown']) {
        await expect(
          sandbox.previewSubscriptionChange({
            subscriptionId,
            priceId: 'price_sandbox_business_month',
          }),
        ).rejects.toThrow(PaymentsUnavailableError);
      }
    });
  });

  describe('billing portal', () => {
    it('shows invoices with receipts, the card on file with the replace form, and the links', async () => {
      const { customerId } = await subscribed();
      const session = await portal(customerId);
      expect(session.id).toMatch(/^bps_/);
      const page = await get(session.url);
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('January 15, 2026');
      expect(html).toContain('ruume professional (monthly)');
      expect(html).toContain('$14.99');
      expect(html).toContain('<td data-label="status">paid</td>');
      expect(html).toContain('visa •••• 4242 · expires 12/30');
      expectLabelled(html, 'card number');
      expectButton(html, 'replace card');
      expectLink(
        html,
        'return to ruume',
        `${APP}/settings/subscription-billing`,
      );
      expect(html).toContain(`href="${PREFIX}/portal/${session.id}/developer"`);
      expect(html.indexOf('invoices-heading')).toBeLessThan(
        html.indexOf('card-heading'),
      );
      expect(html).not.toMatch(/<script|<style| style=/);

      const receiptPath = new RegExp(
        `href="(${PREFIX}/portal/${session.id}/invoices/(in_\\w+)/receipt)" download>download receipt`,
      ).exec(html);
      expect(receiptPath).not.toBeNull();
      const receipt = await app.inject({
        method: 'GET',
        url: receiptPath?.[1] as string,
      });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(receipt.headers['content-disposition']).toMatch(
        /^attachment; filename="ruume-receipt-[A-Z0-9]{8}-0001\.html"$/,
      );
      expect(receipt.body).toContain('ruume receipt');
      expect(receipt.body).toContain('$14.99');
      expect(receipt.body).toContain('visa •••• 4242');

      // Another customer's portal cannot fetch it.
      const other = await portal(await newCustomer());
      const foreign = await app.inject({
        method: 'GET',
        url: `${PREFIX}/portal/${other.id}/invoices/${receiptPath?.[2]}/receipt`,
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('the payment_method_update flow puts the card form first', async () => {
      const { customerId } = await subscribed();
      const session = await portal(customerId, 'payment_method_update');
      const html = (await get(session.url)).body;
      expect(html.indexOf('card-heading')).toBeLessThan(
        html.indexOf('invoices-heading'),
      );
    });

    it('expires after an hour; unknown sessions answer 404', async () => {
      const { customerId } = await subscribed();
      const session = await portal(customerId);
      clock = addMinutes(START, 61);
      const expired = await get(session.url);
      expect(expired.statusCode).toBe(410);
      expectLink(
        expired.body,
        'return to ruume',
        `${APP}/settings/subscription-billing`,
      );
      expect(
        (
          await post(`${session.url}/card`, {
            cardNumber: CARD.pays,
            expiry: '12/30',
            cvc: '123',
          })
        ).statusCode,
      ).toBe(410);
      expect((await get(`${session.url}/developer`)).statusCode).toBe(410);
      expect(
        (await get(`${APP}${PREFIX}/portal/bps_${'0'.repeat(24)}`)).statusCode,
      ).toBe(404);
    });
  });

  describe('developer page', () => {
    it('chooses the next renewal and advances to it, with a status line after each action', async () => {
      const { customerId, subscriptionId } = await subscribed();
      const session = await portal(customerId);
      const developer = `${session.url}/developer`;
      const page = await get(developer);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(subscriptionId);
      expectLabelled(page.body, 'next renewal');
      expectButton(page.body, 'save');
      expectButton(page.body, 'advance to next renewal');
      expect(page.body).toContain(
        '<option value="succeed" selected>succeed</option>',
      );

      const base = `${developer}/subscriptions/${subscriptionId}`;
      const saved = await post(`${base}/next-renewal`, { outcome: 'fail' });
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe(
        `${PREFIX}/portal/${session.id}/developer?done=next-fail`,
      );
      const after = await get(saved.headers.location as string);
      expect(after.body).toContain(
        'role="status">saved: the next renewal will fail.</p>',
      );
      expect(after.body).toContain(
        '<option value="fail" selected>fail</option>',
      );

      const advanced = await post(`${base}/advance`);
      expect(advanced.statusCode).toBe(303);
      expect(advanced.headers.location).toBe(
        `${PREFIX}/portal/${session.id}/developer?done=payment_failed`,
      );
      expect((await sandbox.getSubscription(subscriptionId))?.status).toBe(
        'past_due',
      );
      expect((await get(advanced.headers.location as string)).body).toContain(
        '1 of 3',
      );

      expect(
        (await post(`${base}/next-renewal`, { outcome: 'maybe' })).statusCode,
      ).toBe(400);
      // Only the portal customer's own subscriptions.
      const other = await subscribed();
      const foreign = `${developer}/subscriptions/${other.subscriptionId}`;
      expect((await post(`${foreign}/advance`)).statusCode).toBe(404);
      expect(
        (await post(`${foreign}/next-renewal`, { outcome: 'fail' })).statusCode,
      ).toBe(404);
      expect(
        (await sandbox.getSubscription(other.subscriptionId))?.status,
      ).toBe('active');
    });
  });

  describe('connected accounts', () => {
    async function onboarded() {
      const { id } = await sandbox.createConnectedAccount({
        userId: 'creator',
        email: 'creator@example.com',
      });
      const link = await sandbox.createAccountLink({
        accountId: id,
        refreshUrl: `${APP}/settings/monetization?refresh=1`,
        returnUrl: `${APP}/settings/monetization`,
      });
      await post(link.url, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        country: 'CA',
        currency: 'cad',
      });
      events.length = 0;
      return id;
    }

    it('onboarding: the form, then onboarded with payouts enabled and account.changed', async () => {
      const { id } = await sandbox.createConnectedAccount({
        userId: 'creator',
        email: 'creator@example.com',
      });
      expect(id).toMatch(/^acct_/);
      expect(await sandbox.getConnectedAccount(id)).toEqual({
        id,
        individual: null,
        email: 'creator@example.com',
        country: 'US',
        default_currency: null,
        payouts_enabled: false,
        // SPEC §9: each day's earnings leave at the next 00:00 UTC.
        payout_schedule: {
          interval: 'daily',
          delay_days: 0,
          time_utc: '00:00',
        },
        onboarded: false,
      });
      const link = await sandbox.createAccountLink({
        accountId: id,
        refreshUrl: `${APP}/settings/monetization?refresh=1`,
        returnUrl: `${APP}/settings/monetization`,
      });
      const page = await get(link.url);
      expect(page.statusCode).toBe(200);
      for (const label of [
        'first name',
        'last name',
        'country',
        'default currency',
      ]) {
        expectLabelled(page.body, label);
      }
      expect(page.body).toContain('creator@example.com');
      expect(page.body).toContain(
        'payouts are sent daily at 00:00 UTC to your connected account.',
      );

      const refused = await post(link.url, {
        firstName: ' ',
        lastName: 'Lovelace',
        country: 'CA',
        currency: 'cad',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(
        'role="alert" id="form-error">please enter your first name.</p>',
      );
      expect(refused.body).toContain('value="Lovelace"');
      expect(
        (
          await post(link.url, {
            firstName: 'Ada',
            lastName: 'Lovelace',
            country: 'XX',
            currency: 'cad',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await post(link.url, {
            firstName: 'Ada',
            lastName: 'Lovelace',
            country: 'CA',
            currency: 'eur',
          })
        ).statusCode,
      ).toBe(400);
      expect(events).toEqual([]);

      const done = await post(link.url, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        country: 'CA',
        currency: 'cad',
      });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`${APP}/settings/monetization`);
      const account = {
        id,
        individual: { first_name: 'Ada', last_name: 'Lovelace' },
        email: 'creator@example.com',
        country: 'CA',
        default_currency: 'cad',
        payouts_enabled: true,
        payout_schedule: {
          interval: 'daily',
          delay_days: 0,
          time_utc: '00:00',
        },
        onboarded: true,
      };
      expect(events).toEqual([
        expect.objectContaining({ type: 'account.changed', account }),
      ]);
      expect(await sandbox.getConnectedAccount(id)).toEqual(account);

      // A used link sends the creator to the refresh url, as does an expired one.
      const used = await get(link.url);
      expect(used.statusCode).toBe(303);
      expect(used.headers.location).toBe(
        `${APP}/settings/monetization?refresh=1`,
      );
      const fresh = await sandbox.createAccountLink({
        accountId: id,
        refreshUrl: `${APP}/refresh`,
        returnUrl: `${APP}/return`,
      });
      clock = addMinutes(START, 16);
      expect((await get(fresh.url)).headers.location).toBe(`${APP}/refresh`);
      expect((await post(fresh.url, { firstName: 'A' })).headers.location).toBe(
        `${APP}/refresh`,
      );
      expect(
        (await get(`${APP}${PREFIX}/onboarding/acctlink_${'a'.repeat(24)}`))
          .statusCode,
      ).toBe(404);

      await sandbox.deleteConnectedAccount(id);
      await sandbox.deleteConnectedAccount(id);
      expect(await sandbox.getConnectedAccount(id)).toBeNull();
    });

    it('a payment checkout pays the connected account: checkout.completed with the fee and destination', async () => {
      const accountId = await onboarded();
      const checkout = await sandbox.createPaymentCheckout({
        connectedAccountId: accountId,
        amount: 1200,
        currency: 'cad',
        applicationFeeAmount: 240,
        description: 'recording: <b>design review</b>',
        customerEmail: null,
        successUrl: `${APP}/share/r/abc/download`,
        cancelUrl: `${APP}/share/r/abc`,
        metadata: { recordingId: 'rec-1', purpose: 'Recording' },
      });
      const page = await get(checkout.url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<h1>recording: &lt;b&gt;design review&lt;/b&gt;</h1>',
      );
      expect(page.body).toContain('CA$12.00');
      expectLabelled(page.body, 'email');
      expectLabelled(page.body, 'card number');
      expectButton(page.body, 'Pay');
      expectLink(page.body, 'Cancel', `${APP}/share/r/abc`);

      const noEmail = await post(checkout.url, {
        email: 'nope',
        cardNumber: CARD.pays,
        expiry: '12/30',
        cvc: '123',
      });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.body).toContain('please enter a valid email address');
      expect(noEmail.body).toContain('value="nope"');

      const paid = await post(checkout.url, {
        email: 'fan@example.com',
        cardNumber: CARD.pays,
        expiry: '12/30',
        cvc: '123',
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${APP}/share/r/abc/download`);
      expect(events).toEqual([
        expect.objectContaining({
          type: 'checkout.completed',
          checkout: {
            id: checkout.id,
            mode: 'payment',
            userId: null,
            customerId: null,
            subscriptionId: null,
            customerEmail: 'fan@example.com',
            amountTotal: 1200,
            currency: 'cad',
            applicationFeeAmount: 240,
            connectedAccountId: accountId,
            paymentIntentId: expect.stringMatching(/^pi_/),
            metadata: { recordingId: 'rec-1', purpose: 'Recording' },
          },
        }),
      ]);
    });

    it('a payment checkout with the email given does not ask for it; an account not onboarded cannot be paid', async () => {
      const accountId = await onboarded();
      const checkout = await sandbox.createPaymentCheckout({
        connectedAccountId: accountId,
        amount: 500,
        currency: 'usd',
        applicationFeeAmount: 50,
        description: 'tip',
        customerEmail: 'fan@example.com',
        successUrl: `${APP}/ok`,
        cancelUrl: `${APP}/back`,
        metadata: {},
      });
      const page = await get(checkout.url);
      expect(page.body).not.toContain('name="email"');
      expect(
        (
          await post(checkout.url, {
            cardNumber: CARD.pays,
            expiry: '12/30',
            cvc: '123',
          })
        ).statusCode,
      ).toBe(303);
      expect(
        events[0].type === 'checkout.completed' &&
          events[0].checkout.customerEmail,
      ).toBe('fan@example.com');

      const { id: fresh } = await sandbox.createConnectedAccount({
        userId: 'new',
        email: 'new@example.com',
      });
      await expect(
        sandbox.createPaymentCheckout({
          connectedAccountId: fresh,
          amount: 500,
          currency: 'usd',
          applicationFeeAmount: 50,
          description: 'tip',
          customerEmail: null,
          successUrl: `${APP}/ok`,
          cancelUrl: `${APP}/back`,
          metadata: {},
        }),
      ).rejects.toThrow(/cannot accept payments/);
    });
  });

  it('a failed publish is logged and keeps the sandbox record', async () => {
    const logged: unknown[] = [];
    const failing = createSandboxPayments({
      db: t.database.db,
      events: {
        publish: async () => {
          throw new Error('handler failed');
        },
      },
      pagesUrl: `${APP}${PREFIX}`,
      now: () => clock,
      log: {
        error: (...args: unknown[]) => logged.push(args),
      } as unknown as FastifyBaseLogger,
    });
    const { subscriptionId } = await subscribed();
    await failing.cancelSubscription(subscriptionId);
    expect(logged).toHaveLength(1);
    expect((await sandbox.getSubscription(subscriptionId))?.status).toBe(
      'canceled',
    );
  });

  it('serves its stylesheet', async () => {
    const css = await app.inject({
      method: 'GET',
      url: `${PREFIX}/sandbox.css`,
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('@media');
  });

  describe('garbage', () => {
    const ROUTES = [
      ['GET', '/checkout/:id'],
      ['POST', '/checkout/:id'],
      ['GET', '/portal/:id'],
      ['POST', '/portal/:id/card'],
      ['GET', '/portal/:id/invoices/:id/receipt'],
      ['GET', '/portal/:id/developer'],
      ['POST', '/portal/:id/developer/subscriptions/:id/next-renewal'],
      ['POST', '/portal/:id/developer/subscriptions/:id/advance'],
      ['GET', '/onboarding/:id'],
      ['POST', '/onboarding/:id'],
    ] as const;

    it('unknown ids answer 404 on every page', async () => {
      for (const [method, route] of ROUTES) {
        for (const id of [
          'x',
          'cs_short',
          `sub_${'z'.repeat(24)}`,
          '%00',
          "'; drop table x",
        ]) {
          const response = await app.inject({
            method,
            url: PREFIX + route.replaceAll(':id', encodeURIComponent(id)),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload:
              method === 'POST' ? 'cardNumber=4242424242424242' : undefined,
          });
          expect([method, route, id, response.statusCode]).toEqual([
            method,
            route,
            id,
            404,
          ]);
        }
      }
    });

    it('random bodies on live sessions answer 4xx or a redirect, never 5xx', async () => {
      const { customerId, subscriptionId } = await subscribed();
      const session = await portal(customerId);
      const accountId = (
        await sandbox.createConnectedAccount({
          userId: 'fuzz',
          email: 'fuzz@example.com',
        })
      ).id;
      const link = await sandbox.createAccountLink({
        accountId,
        refreshUrl: `${APP}/r`,
        returnUrl: `${APP}/d`,
      });
      const urls = () =>
        Promise.all([
          subscriptionCheckout(customerId).then((c) => path(c.url)),
          Promise.resolve(path(`${session.url}/card`)),
          Promise.resolve(
            path(
              `${session.url}/developer/subscriptions/${subscriptionId}/next-renewal`,
            ),
          ),
          Promise.resolve(path(link.url)),
        ]);
      const targets = await urls();
      const text = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.constantFrom(
          '\u0000',
          '%00',
          '%ED%A0%80',
          'a'.repeat(5000),
          '<script>alert(1)</script>',
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fc.constantFrom(
            'application/x-www-form-urlencoded',
            'application/json',
            'text/plain',
            'multipart/form-data',
          ),
          fc.oneof(
            fc
              .dictionary(
                fc.constantFrom(
                  'cardNumber',
                  'expiry',
                  'cvc',
                  'email',
                  'firstName',
                  'lastName',
                  'country',
                  'currency',
                  'outcome',
                  '__proto__',
                ),
                text,
              )
              .map((fields) => new URLSearchParams(fields).toString()),
            text,
          ),
          async (url, contentType, payload) => {
            const response = await app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': contentType },
              payload,
            });
            expect(response.statusCode).toBeLessThan(500);
            if (response.statusCode < 300)
              throw new Error(`${url} accepted garbage`);
          },
        ),
        { seed: 20260115, numRuns: 150 },
      );
      // A card form past the body limit.
      const huge = await app.inject({
        method: 'POST',
        url: targets[1],
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `cardNumber=${'4'.repeat(20_000)}`,
      });
      expect(huge.statusCode).toBe(413);
    });
  });
});
