// Searching a creator's library (docs/ai-summary.md, "Search"): names, transcript lines at their
// moment and the summary's parts, stemmed and ranked by the database; only the caller's own, only
// what their plan shows; bad input answered 400.
import type {
  Recording,
  RecordingSearchHit,
  StoredMeetingSummary,
} from '@ruume/contracts';
import { eq } from 'drizzle-orm';
import { recordings, recordingSummaries } from '../../../src/db/schema';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { creator, storedRecording } from './recording-support';

const SEARCH = '/api/v1/meeting-recording/search';

const summary: StoredMeetingSummary = {
  overview:
    'the team planned the spring hiring and the office move to the new building.',
  keyPoints: ['two engineers and a designer are needed'],
  decisions: [],
  actionItems: [],
  chapters: [
    { startMs: 0, title: 'hiring', line: 'who the team hires this spring.' },
    { startMs: 60_000, title: 'the office move', line: 'movers and desks.' },
  ],
  highlights: [],
};

describe.each(FEATURE_DRIVERS)('library search (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  /** A recording named `name` with a transcript and summary. */
  async function summarised(ownerId: string, name: string) {
    const recording = await storedRecording(t, ownerId);
    await t.database.db
      .update(recordings)
      .set({ name })
      .where(eq(recordings.id, recording.id));
    await t.database.db.insert(recordingSummaries).values({
      recordingId: recording.id,
      userId: ownerId,
      state: 'ready',
      transcript: [
        {
          startMs: 0,
          endMs: 5_000,
          speaker: 'Ann',
          text: 'we are hiring two engineers',
        },
        {
          startMs: 12_000,
          endMs: 16_000,
          speaker: 'Raj',
          text: 'the candidates were strong',
        },
        {
          startMs: 61_000,
          endMs: 65_000,
          speaker: 'Ann',
          text: 'the movers come on friday',
        },
      ],
      summary,
    });
    return recording.id;
  }

  const search = async (browser: Browser, q: string) => {
    const response = await browser.get(`${SEARCH}?q=${encodeURIComponent(q)}`);
    const body = response.json();
    return {
      status: response.statusCode,
      hits: (body.hits ?? []) as RecordingSearchHit[],
      names: ((body.recordings ?? []) as Recording[]).map((r) => r.name),
      body,
    };
  };

  it('finds transcript lines at their moment, stemmed, and the summary’s parts', async () => {
    const owner = await creator(t);
    const id = await summarised(owner.id, 'weekly sync');

    // "hire" finds "hiring": the words are stemmed.
    const { status, hits, names } = await search(owner.browser, 'hire');
    expect(status).toBe(200);
    // Each recording once, to play it from a hit.
    expect(names).toEqual(['weekly sync']);
    expect(hits).toContainEqual({
      recordingId: id,
      source: 'transcript',
      startMs: 0,
      text: 'we are hiring two engineers',
    });
    // The overview (no moment) and the hiring chapter (at its start).
    expect(hits).toContainEqual(
      expect.objectContaining({ source: 'summary', startMs: null }),
    );
    expect(hits).toContainEqual(
      expect.objectContaining({
        source: 'summary',
        startMs: 0,
        text: expect.stringContaining('hiring'),
      }),
    );

    const movers = await search(owner.browser, 'movers friday');
    expect(movers.hits[0]).toMatchObject({
      source: 'transcript',
      startMs: 61_000,
    });
  });

  it('finds a recording by its name first, and writes a regenerated transcript’s lines anew', async () => {
    const owner = await creator(t);
    const id = await summarised(owner.id, 'candidates review');

    const { hits } = await search(owner.browser, 'candidates');
    expect(hits[0]).toEqual({
      recordingId: id,
      source: 'name',
      startMs: null,
      text: 'candidates review',
    });
    expect(hits.some((hit) => hit.source === 'transcript')).toBe(true);

    await t.database.db
      .update(recordingSummaries)
      .set({
        transcript: [
          { startMs: 0, endMs: 1_000, speaker: null, text: 'a new reading' },
        ],
      })
      .where(eq(recordingSummaries.recordingId, id));
    const after = await search(owner.browser, 'strong');
    expect(after.hits.filter((hit) => hit.recordingId === id)).toEqual([]);
    expect((await search(owner.browser, 'reading')).hits).toContainEqual(
      expect.objectContaining({ recordingId: id, source: 'transcript' }),
    );
  });

  it('shows only the caller’s own recordings, only names on a plan without summaries, and nothing once deleted', async () => {
    const owner = await creator(t);
    const id = await summarised(owner.id, 'quarterly budget');
    const other = await creator(t);
    expect((await search(other.browser, 'budget')).hits).toEqual([]);
    expect((await search(other.browser, 'engineers')).hits).toEqual([]);

    const house = await creator(t, { tier: 'house' });
    await summarised(house.id, 'house budget');
    const seen = await search(house.browser, 'budget engineers');
    expect(seen.hits).toEqual([]);
    const named = await search(house.browser, 'budget');
    expect(named.hits.map((hit) => hit.source)).toEqual(['name']);

    const deleted = await owner.browser.delete(
      `/api/v1/meeting-recording/${id}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await search(owner.browser, 'engineers')).hits).toEqual([]);
  });

  it('answers bad input with 400 and the signed out with 401', async () => {
    const owner = await creator(t);
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      const { status, body } = await search(owner.browser, q);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: expect.any(String) });
      expect(typeof body.message).toBe('string');
    }
    const missing = await owner.browser.get(SEARCH);
    expect(missing.statusCode).toBe(400);
    // Words the search cannot use (only stop words, only punctuation) find nothing.
    expect((await search(owner.browser, 'the')).hits).toEqual([]);
    expect((await search(owner.browser, '"&|!')).hits).toEqual([]);
    expect(
      (await new Browser(t.app).get(`${SEARCH}?q=budget`)).statusCode,
    ).toBe(401);
  });
});
