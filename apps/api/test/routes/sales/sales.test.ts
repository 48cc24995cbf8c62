// A creator's sales (GET sales, docs/sales.md): recordings and room entries in one list, one row
// per product and currency, keyset-paginated with x-next-cursor; bad input, signed out and
// another creator's sales; and the deletion policy (sales stay for the books, the buyers'
// emails are anonymised with the creator's account), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import {
  API_ERRORS,
  creatorSalesListSchema,
  LIST_CURSOR_MESSAGE,
  NEXT_CURSOR_HEADER,
} from '@ruume/contracts';
import { meetings, recordings, sales } from '../../../src/db/schema';
import { signedInUser, waitForMail } from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { createMeeting, templateRow } from '../meeting/meeting-support';
import { payEntry } from '../room/room-support';
import {
  buy,
  insertRecording,
  onboardedCreator,
  priced,
  visitor,
} from '../share/share-support';

const SALES = '/api/v1/sales';

describe.each(FEATURE_DRIVERS)('a creator’s sales (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  /** A student creator (keeps 90 %) with a 4.99 usd recording and a room with a 10.00 usd fee. */
  async function creatorWithProducts() {
    const creator = await onboardedCreator(t, 'student');
    const recording = await insertRecording(t, creator.user.id, {
      name: 'team retro',
      ...priced(499),
    });
    const template = await templateRow(t, creator.user.id, {
      name: 'office hours',
      participantFeeCents: 1000,
      monetizationCurrency: 'usd',
    });
    const meeting = await createMeeting(creator.browser, {
      templateId: template.id,
    });
    return { creator, recording, meeting };
  }

  const list = async (browser: Browser, query = '') => {
    const response = await browser.get(`${SALES}${query}`);
    expect(response.statusCode).toBe(200);
    return {
      rows: creatorSalesListSchema.parse(response.json()),
      next: response.headers[NEXT_CURSOR_HEADER] as string | undefined,
      link: response.headers.link as string | undefined,
      cacheControl: response.headers['cache-control'],
    };
  };

  it('lists recordings and room entries in one list, with the fee of each kind', async () => {
    const { creator, recording, meeting } = await creatorWithProducts();
    await buy(t, visitor(t), recording.shareId, 'Recording', 'r@example.com');
    await payEntry(t, meeting.roomId, 'e@example.com');

    const page = await list(creator.browser);
    expect(page.cacheControl).toBe('no-store');
    expect(page.next).toBeUndefined();
    // The latest sale first: the entry was paid after the recording was bought.
    expect(page.rows).toEqual([
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
      {
        kind: 'recording',
        productId: recording.id,
        productName: 'team retro',
        currency: 'usd',
        purchases: 1,
        donations: 0,
        grossCents: 499,
        feeCents: 50,
        netCents: 449,
      },
    ]);
  });

  it('pages through the rows with x-next-cursor, each row once, the latest sale first', async () => {
    const { user, browser } = await signedInUser(t);
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    // Seven products; two share their latest instant, so the order falls back on the key.
    const instants = [0, 1, 1, 2, 3, 4, 5].map(
      (n) => new Date(base + n * 1000),
    );
    await t.database.db.insert(sales).values(
      instants.map((createdAt, n) => ({
        checkoutId: `cs_page_${user.id}_${n}`,
        productKind: n % 2 ? ('room-entry' as const) : ('recording' as const),
        productId: `product-${user.id}-${n}`,
        productName: `product ${n}`,
        creatorId: user.id,
        paymentType: 'purchase' as const,
        buyerEmail: `b${n}@example.com`,
        currency: 'usd' as const,
        grossCents: 100 + n,
        feeCents: 10,
        netCents: 90 + n,
        createdAt,
      })),
    );
    const seen: string[] = [];
    let query = '?limit=3';
    let pages = 0;
    for (;;) {
      const page = await list(browser, query);
      pages += 1;
      seen.push(...page.rows.map((row) => row.productName));
      if (!page.next) {
        expect(page.link).toBeUndefined();
        break;
      }
      expect(page.rows).toHaveLength(3);
      expect(page.link).toBe(
        `</api/v1/sales?limit=3&cursor=${page.next}>; rel="next"`,
      );
      query = `?limit=3&cursor=${page.next}`;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 3)).toEqual(['product 6', 'product 5', 'product 4']);
    expect(seen.at(-1)).toBe('product 0');
  });

  it('answers 400 to a malformed cursor or limit, naming the field', async () => {
    const { browser } = await signedInUser(t);
    const forged = Buffer.from('12.not-a-key', 'utf8').toString('base64url');
    for (const query of [
      '?cursor=not%20a%20cursor',
      `?cursor=${forged}`,
      '?limit=0',
      '?limit=101',
      '?limit=ten',
    ]) {
      const response = await browser.get(`${SALES}${query}`);
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: string; message: string };
      expect(body.error).toBe('VALIDATION_ERROR');
      expect(body.message).toMatch(
        query.includes('cursor') ? /^cursor/ : /^limit/,
      );
    }
    const forgedAnswer = (
      await browser.get(`${SALES}?cursor=${forged}`)
    ).json();
    expect(forgedAnswer).toEqual({
      error: 'VALIDATION_ERROR',
      message: `cursor: ${LIST_CURSOR_MESSAGE}`,
    });
  });

  it('shows each creator only their own sales, and answers 401 signed out', async () => {
    const { creator, recording } = await creatorWithProducts();
    await buy(t, visitor(t), recording.shareId, 'Recording', 'own@example.com');
    const mine = await list(creator.browser);
    expect(mine.rows).toHaveLength(1);

    const stranger = await signedInUser(t);
    expect((await list(stranger.browser)).rows).toEqual([]);
    // Another creator's cursor is only a position: it shows the stranger nothing of theirs.
    const theirCursor = Buffer.from(
      `${Date.now() + 60_000}.${'0'.repeat(32)}`,
      'utf8',
    ).toString('base64url');
    expect(
      (await list(stranger.browser, `?cursor=${theirCursor}`)).rows,
    ).toEqual([]);

    const signedOut = await new Browser(t.app).get(SALES);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({
      error: 'UNAUTHORIZED',
      message: API_ERRORS.UNAUTHORIZED.message,
    });
  });

  it('keeps sales of deleted products under their names, and of a deleted creator for the books, buyers anonymised', async () => {
    const { creator, recording, meeting } = await creatorWithProducts();
    await buy(t, visitor(t), recording.shareId, 'Recording', 'rec@example.com');
    await payEntry(t, meeting.roomId, 'entry@example.com');
    // Another creator's buyer is no business of this deletion.
    const other = await creatorWithProducts();
    await buy(
      t,
      visitor(t),
      other.recording.shareId,
      'Recording',
      'x@example.com',
    );

    await t.database.db
      .delete(recordings)
      .where(eq(recordings.id, recording.id));
    await t.database.db.delete(meetings).where(eq(meetings.id, meeting.id));
    const kept = await list(creator.browser);
    expect(
      kept.rows.map((row) => [row.kind, row.productId, row.productName]),
    ).toEqual([
      ['room-entry', null, 'office hours'],
      ['recording', null, 'team retro'],
    ]);

    const deleted = await creator.browser.delete(
      `/api/v1/user/${creator.user.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.productName, 'team retro'));
    const books = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.productName, 'office hours'));
    const theirs = [...rows, ...books].filter(
      (row) =>
        row.productId !== other.recording.id &&
        row.productId !== other.meeting.id,
    );
    // Both kinds stay, with their amounts; nobody's email is left in them.
    expect(
      theirs
        .filter((row) => row.creatorId === null)
        .map((row) => [row.productKind, row.buyerEmail, row.grossCents])
        .sort(),
    ).toEqual([
      ['recording', null, 499],
      ['room-entry', null, 1000],
    ]);
    const [untouched] = await t.database.db
      .select()
      .from(sales)
      .where(eq(sales.productId, other.recording.id));
    expect(untouched).toMatchObject({
      creatorId: other.creator.user.id,
      buyerEmail: 'x@example.com',
    });
  });

  it('records checkouts opened before the one sales module, with their old metadata', async () => {
    const { creator, recording, meeting } = await creatorWithProducts();
    const complete = (id: string, metadata: Record<string, string>) =>
      t.app.services.payments.events.publish({
        type: 'checkout.completed',
        id: `evt_${id}`,
        occurredAt: new Date(),
        checkout: {
          id,
          mode: 'payment',
          userId: null,
          customerId: null,
          subscriptionId: null,
          customerEmail: null,
          amountTotal: 1000,
          currency: 'usd',
          applicationFeeAmount: 100,
          connectedAccountId: null,
          paymentIntentId: null,
          metadata,
        },
      });
    await complete(`cs_legacy_rec_${recording.id}`, {
      purpose: 'recording-sale',
      recordingId: recording.id,
      shareId: recording.shareId,
      creatorId: creator.user.id,
      recordingName: recording.name,
      paymentType: 'Recording',
      buyerEmail: 'old.buyer@example.com',
    });
    await complete(`cs_legacy_room_${meeting.id}`, {
      purpose: 'room-entry',
      meetingId: meeting.id,
      hostId: creator.user.id,
      email: 'old.guest@example.com',
      roomId: meeting.roomId,
      roomName: 'office hours',
      hostName: 'cleo creator',
    });
    const page = await list(creator.browser);
    expect(
      page.rows.map((row) => [
        row.kind,
        row.productId,
        row.purchases,
        row.netCents,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['recording', recording.id, 1, 900],
        ['room-entry', meeting.id, 1, 900],
      ]),
    );
    const receipt = await waitForMail(t, 'old.buyer@example.com', /receipt/);
    expect(receipt.text).toContain('by cleo creator for $10.00 USD.');
  });
});
