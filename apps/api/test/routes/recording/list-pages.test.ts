// GET meeting-recording/list page by page on PGlite and PostgreSQL: newest first, every
// recording of the caller exactly once (ties and microseconds included), nobody else's, the
// next page's cursor in headers, bad cursors and limits refused, signed-out callers too.
import {
  recordingListSchema,
  NEXT_CURSOR_HEADER,
  type Recording,
} from '@ruume/contracts';
import { sql } from 'drizzle-orm';
import { Browser } from '../../support/browser';
import {
  BAD_LIST_PAGE_QUERIES,
  malformedCursor,
} from '../../support/list-pages';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { createTestApp, type TestApp } from '../../support/test-app';
import { creator, storedRecording } from './recording-support';

const LIST = '/api/v1/meeting-recording/list';

describe.each(FEATURE_DRIVERS)('recordings list pages (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  /** Every page from `limit` on, following X-Next-Cursor; the recordings and the pages' sizes. */
  async function allPages(browser: Browser, limit: number) {
    const seen: Recording[] = [];
    const sizes: number[] = [];
    let url = `${LIST}?limit=${limit}`;
    for (let pages = 0; pages < 20; pages++) {
      const response = await browser.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const page = recordingListSchema.parse(response.json());
      seen.push(...page);
      sizes.push(page.length);
      const next = response.headers[NEXT_CURSOR_HEADER];
      if (typeof next !== 'string') {
        expect(response.headers.link).toBeUndefined();
        return { seen, sizes };
      }
      expect(response.headers.link).toBe(
        `<${LIST}?limit=${limit}&cursor=${next}>; rel="next"`,
      );
      url = `${LIST}?limit=${limit}&cursor=${next}`;
    }
    throw new Error('the pages never ended');
  }

  it('covers every recording exactly once, newest first, and none of another creator', async () => {
    const owner = await creator(t);
    const other = await creator(t);
    await storedRecording(t, other.id);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await storedRecording(t, owner.id)).id);
    await storedRecording(t, other.id);

    const whole = (await owner.browser.get(LIST)).json() as Recording[];
    expect(whole.map((r) => r.id).sort()).toEqual([...ids].sort());
    const { seen, sizes } = await allPages(owner.browser, 3);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(whole);
    const created = seen.map((r) => Date.parse(r.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('loses no recording created in the same instant or within one millisecond', async () => {
    const owner = await creator(t);
    // Two share one microsecond; three differ below the millisecond JavaScript dates keep.
    const ids: string[] = [];
    for (const at of [
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123456Z',
      '2026-03-01T10:00:00.123789Z',
      '2026-03-01T10:00:00.123001Z',
      '2026-03-01T10:00:00.122999Z',
    ]) {
      const { id } = await storedRecording(t, owner.id);
      await t.database.db.execute(
        sql`update recordings set created_at = ${at}::timestamptz where id = ${id}`,
      );
      ids.push(id);
    }
    for (const limit of [1, 2, 4]) {
      const { seen } = await allPages(owner.browser, limit);
      expect(seen.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(new Set(seen.map((r) => r.id)).size).toBe(ids.length);
    }
  });

  it('a cursor is only a position: another creator sees nothing but their own with it', async () => {
    const stranger = await creator(t);
    const theirs = await storedRecording(t, stranger.id);
    const owner = await creator(t);
    for (let i = 0; i < 3; i++) await storedRecording(t, owner.id);
    const first = await owner.browser.get(`${LIST}?limit=1`);
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    expect(typeof cursor).toBe('string');
    const response = await stranger.browser.get(`${LIST}?cursor=${cursor}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Recording[]).map((r) => r.id)).toEqual([
      theirs.id,
    ]);
  });

  const cursorOf = (text: string) => Buffer.from(text).toString('base64url');

  it.each([
    ...BAD_LIST_PAGE_QUERIES,
    [`cursor=${cursorOf('yesterday|x')}`, malformedCursor],
    [`cursor=${cursorOf('2026-02-30T10:00:00.000000Z|abc')}`, malformedCursor],
    [
      `cursor=${cursorOf('2026-02-01T10:00:00.000000Z|bad id!')}`,
      malformedCursor,
    ],
  ])('refuses ?%s with a 400 naming the field', async (query, message) => {
    const owner = await creator(t);
    const response = await owner.browser.get(`${LIST}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_ERROR');
    expect(response.json().message).toMatch(message);
  });

  it('refuses signed-out callers', async () => {
    const response = await new Browser(t.app).get(`${LIST}?limit=2`);
    expect(response.statusCode).toBe(401);
  });
});
