// Provider events are applied once each: a redelivery is a no-op, a failed handler lets the
// provider's retry apply it, and old ids are let go by the cleanup.
import { sql } from 'drizzle-orm';
import {
  createPaymentEvents,
  sweepPaymentEvents,
} from '../../src/adapters/payments/payment-events';
import type { PaymentEvent } from '../../src/adapters/payments/payments';
import { paymentEvents } from '../../src/db/schema';
import {
  createTestDatabase,
  FEATURE_DRIVERS,
  type TestDatabase,
} from '../support/test-database';

const event = (id: string): PaymentEvent => ({
  type: 'account.changed',
  id,
  occurredAt: new Date(),
  account: {
    id: 'acct_1',
    individual: null,
    email: null,
    country: 'CA',
    default_currency: null,
    payouts_enabled: false,
    payout_schedule: null,
    onboarded: false,
  },
});

describe.each(FEATURE_DRIVERS)('payment events (%s)', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(driver);
  });
  afterAll(() => t.cleanup());

  it('applies each event id once, also when delivered twice at the same time', async () => {
    const events = createPaymentEvents(t.database.db);
    const seen: string[] = [];
    events.subscribe(async (e) => void seen.push(e.id));
    const outcomes = await Promise.all([
      events.publish(event('evt_twice')),
      events.publish(event('evt_twice')),
    ]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await events.publish(event('evt_twice'))).toBe('duplicate');
    expect(seen).toEqual(['evt_twice']);
  });

  it('lets a retry apply an event whose handler failed', async () => {
    const events = createPaymentEvents(t.database.db);
    let failures = 1;
    const applied: string[] = [];
    events.subscribe(async (e) => {
      if (failures-- > 0) throw new Error('database blip');
      applied.push(e.id);
    });
    await expect(events.publish(event('evt_retry'))).rejects.toThrow(
      'database blip',
    );
    expect(await events.publish(event('evt_retry'))).toBe('applied');
    expect(applied).toEqual(['evt_retry']);
  });

  it('forgets ids older than 30 days, keeps newer ones', async () => {
    const { db } = t.database;
    await db.insert(paymentEvents).values([
      { id: 'evt_old', type: 'x', receivedAt: sql`now() - interval '31 days'` },
      {
        id: 'evt_recent',
        type: 'x',
        receivedAt: sql`now() - interval '29 days'`,
      },
    ]);
    await sweepPaymentEvents(db);
    const left = (await db.select().from(paymentEvents)).map((row) => row.id);
    expect(left).toContain('evt_recent');
    expect(left).not.toContain('evt_old');
  });
});
