// SPEC §9's house share (80 % from participants) is reachable: a room's own entry fee at
// POST meeting/room, set from a stock template by a house host with an onboarded payments
// account, checked like a template's fees (account, audience tier), and paid at 80 % to the host.
import { createUser, signedInUser } from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  onboardedCreator,
  payCheckout,
  recordEvents,
} from '../share/share-support';
import { API, guest } from '../room/room-support';
import { templateRow } from './meeting-support';

const fee = (
  participantFee: number | null,
  audienceFee: number | null = null,
) => ({
  participantFee,
  audienceFee,
  currency: 'usd',
});

describe.each(FEATURE_DRIVERS)('a room’s own entry fee (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const create = (browser: Browser, body: Record<string, unknown>) =>
    browser.post(`${API}/meeting/room`, body);

  it('lets a house host charge participants from a stock template, and keeps 80 % for them', async () => {
    const events = recordEvents(t);
    const host = await onboardedCreator(t, 'house');
    const stock = await templateRow(t, null);
    const created = await create(host.browser, {
      templateId: stock.id,
      monetizationDetail: fee(12.5),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().payments).toEqual([
      { type: 'participant', amount: 12.5, currency: 'usd' },
    ]);
    const { roomId } = created.json();

    const email = 'guest@example.com';
    const started = await guest(t).post(`${API}/room/${roomId}/checkout`, {
      email,
      displayName: 'g',
    });
    expect(started.statusCode).toBe(200);
    const paid = await payCheckout(t, started.json().url, email);
    expect(paid.statusCode).toBe(303);
    const completed = events.find((e) => e.type === 'checkout.completed');
    if (completed?.type !== 'checkout.completed') {
      throw new Error('no completed checkout');
    }
    expect(completed.checkout.amountTotal).toBe(1250);
    // House keeps 80 %: the platform's fee is 2.50 of 12.50.
    expect(completed.checkout.applicationFeeAmount).toBe(250);
  });

  it('replaces the template’s fee, or makes a free room of a paid template', async () => {
    const host = await onboardedCreator(t, 'professional');
    const paidTemplate = await templateRow(t, host.user.id, {
      participantFeeCents: 1000,
      monetizationCurrency: 'usd',
    });
    const own = await create(host.browser, {
      templateId: paidTemplate.id,
      monetizationDetail: { ...fee(3), currency: 'cad' },
    });
    expect(own.json().payments).toEqual([
      { type: 'participant', amount: 3, currency: 'cad' },
    ]);
    const free = await create(host.browser, {
      templateId: paidTemplate.id,
      monetizationDetail: fee(null),
    });
    expect([free.statusCode, free.json().payments]).toEqual([201, []]);
    const inherited = await create(host.browser, {
      templateId: paidTemplate.id,
    });
    expect(inherited.json().payments).toEqual([
      { type: 'participant', amount: 10, currency: 'usd' },
    ]);
  });

  it('refuses a fee without an onboarded account, an audience fee on house, and bad amounts', async () => {
    const stock = await templateRow(t, null);
    const unpaid = await signedInUser(t, { planTier: 'house' });
    const noAccount = await create(unpaid.browser, {
      templateId: stock.id,
      monetizationDetail: fee(5),
    });
    expect([noAccount.statusCode, noAccount.json().error]).toEqual([
      409,
      'MONETIZATION_NEEDS_ACCOUNT',
    ]);
    const house = await onboardedCreator(t, 'house');
    const audience = await create(house.browser, {
      templateId: stock.id,
      monetizationDetail: fee(null, 5),
    });
    expect([audience.statusCode, audience.json().error]).toEqual([
      403,
      'AUDIENCE_NOT_IN_PLAN',
    ]);
    for (const monetizationDetail of [
      fee(-1),
      fee(0),
      { ...fee(5), currency: 'eur' },
      { participantFee: 5 },
      'five dollars',
    ]) {
      const response = await create(house.browser, {
        templateId: stock.id,
        monetizationDetail,
      });
      expect([response.statusCode, response.json().error]).toEqual([
        400,
        'VALIDATION_ERROR',
      ]);
    }
  });

  it('refuses another host’s template and signed-out callers', async () => {
    const owner = await createUser(t, { planTier: 'professional' });
    const theirs = await templateRow(t, owner.id);
    const house = await onboardedCreator(t, 'house');
    const foreign = await create(house.browser, {
      templateId: theirs.id,
      monetizationDetail: fee(5),
    });
    expect([foreign.statusCode, foreign.json().error]).toEqual([
      404,
      'TEMPLATE_NOT_FOUND',
    ]);
    const anonymous = await create(new Browser(t.app), {
      templateId: theirs.id,
      monetizationDetail: fee(5),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
