// A host's room entry fees in their sales (GET sales, kind room-entry): each paid entry, per room
// and currency, with the platform's fee of the host's tier; only the host's own, kept under the
// room's name once its meeting is deleted, and only for a signed-in host.
import { eq } from 'drizzle-orm';
import { creatorSalesListSchema } from '@ruume/contracts';
import { meetings } from '../../../src/db/schema';
import { signedInUser } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { payCheckout, onboardedCreator } from '../share/share-support';
import { createMeeting, templateRow } from '../meeting/meeting-support';
import { API, guest, payEntry } from './room-support';

const SALES = `${API}/sales`;

describe.each(FEATURE_DRIVERS)('a host’s room entry fees (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  /** A student host (keeps 90 %) and their room with a 10.00 usd entry fee. */
  async function paidRoom(name: string) {
    const host = await onboardedCreator(t, 'student');
    const template = await templateRow(t, host.user.id, {
      name,
      participantFeeCents: 1000,
      monetizationCurrency: 'usd',
    });
    const meeting = await createMeeting(host.browser, {
      templateId: template.id,
    });
    return { host, meeting };
  }

  it('lists a paid entry for its host with the fee of their tier, and nothing for another host', async () => {
    const { host, meeting } = await paidRoom('office hours');
    await payEntry(t, meeting.roomId, 'payer@example.com');

    const response = await host.browser.get(SALES);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(creatorSalesListSchema.parse(response.json())).toEqual([
      {
        kind: 'room-entry',
        productId: meeting.id,
        productName: 'office hours',
        currency: 'usd',
        purchases: 1,
        donations: 0,
        grossCents: 1000,
        feeCents: 100,
        netCents: 900,
      },
    ]);

    const other = await onboardedCreator(t, 'student');
    const theirs = await other.browser.get(SALES);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });

  it('adds up the room’s entries and keeps them under its name once the meeting is deleted', async () => {
    const { host, meeting } = await paidRoom('weekly workshop');
    await payEntry(t, meeting.roomId, 'a@example.com');
    await payEntry(t, meeting.roomId, 'b@example.com');

    await t.database.db.delete(meetings).where(eq(meetings.id, meeting.id));
    const kept = creatorSalesListSchema.parse(
      (await host.browser.get(SALES)).json(),
    );
    expect(kept).toEqual([
      {
        kind: 'room-entry',
        productId: null,
        productName: 'weekly workshop',
        currency: 'usd',
        purchases: 2,
        donations: 0,
        grossCents: 2000,
        feeCents: 200,
        netCents: 1800,
      },
    ]);
  });

  it('counts an entry paid after its meeting was deleted, for the same host', async () => {
    const { host, meeting } = await paidRoom('closing soon');
    const started = await guest(t).post(
      `${API}/room/${meeting.roomId}/checkout`,
      {
        email: 'late@example.com',
        displayName: 'late guest',
      },
    );
    expect(started.statusCode).toBe(200);
    await t.database.db.delete(meetings).where(eq(meetings.id, meeting.id));
    const paid = await payCheckout(t, (started.json() as { url: string }).url);
    expect(paid.statusCode).toBe(303);
    const sales = creatorSalesListSchema.parse(
      (await host.browser.get(SALES)).json(),
    );
    expect(sales).toEqual([
      expect.objectContaining({
        productId: null,
        productName: 'closing soon',
        purchases: 1,
        netCents: 900,
      }),
    ]);
  });

  it('answers 401 to a signed-out caller', async () => {
    const response = await guest(t).get(SALES);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: 'please sign in',
    });
    // A signed-in user with no rooms has none.
    const { browser } = await signedInUser(t);
    expect((await browser.get(SALES)).json()).toEqual([]);
  });
});
