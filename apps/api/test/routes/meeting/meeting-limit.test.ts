// The rolling 24-hour limit on meeting creation per tier (SPEC §8's 429), on PGlite and
// PostgreSQL: the count comes from contracts, deleting does not give a creation back, creations
// older than a day stop counting, and parallel creations can never pass it together.
import { eq, sql } from 'drizzle-orm';
import { messages, TIER_MEETINGS_PER_24_HOURS } from '@ruume/contracts';
import { meetingCreations, meetings, users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { API, createMeeting, host, templateRow } from './meeting-support';

describe.each(FEATURE_DRIVERS)('meeting creation limit (%s)', (driver) => {
  let t: TestApp;
  const reported: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      reportError: (error) => reported.push(error),
    });
  });
  afterEach(() => expect(reported).toEqual([]));
  afterAll(() => t.close());

  const countOf = async (ownerId: string) =>
    (
      await t.database.db
        .select()
        .from(meetings)
        .where(eq(meetings.ownerId, ownerId))
    ).length;

  it('chooses counts per tier, more for the higher tiers', () => {
    expect(TIER_MEETINGS_PER_24_HOURS).toEqual({
      house: 3,
      student: 20,
      professional: 50,
      business: 200,
    });
  });

  it('answers 429 MEETING_LIMIT_REACHED with SPEC’s text once a house host made 3; deleting gives none back', async () => {
    const h = await host(t, { tier: 'house' });
    const template = await templateRow(t, null);
    const made = [];
    for (let i = 0; i < TIER_MEETINGS_PER_24_HOURS.house; i++) {
      made.push(await createMeeting(h.browser, { templateId: template.id }));
    }
    const refused = await h.browser.post(`${API}/meeting/room`, {
      templateId: template.id,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'MEETING_LIMIT_REACHED',
      message:
        'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.',
    });
    expect(refused.json().message).toBe(messages.meetingLimitText);

    expect(
      (await h.browser.delete(`${API}/meeting/${made[0].id}`)).statusCode,
    ).toBe(204);
    expect(
      (await h.browser.post(`${API}/meeting/room`, { templateId: template.id }))
        .statusCode,
    ).toBe(429);
    expect(await countOf(h.id)).toBe(2);

    // Upgrading raises the limit at once.
    await t.database.db
      .update(users)
      .set({ planTier: 'student' })
      .where(eq(users.id, h.id));
    expect(
      (await h.browser.post(`${API}/meeting/room`, { templateId: template.id }))
        .statusCode,
    ).toBe(201);
  });

  it('stops counting creations older than 24 hours', async () => {
    const h = await host(t, { tier: 'house' });
    const template = await templateRow(t, null);
    for (let i = 0; i < 3; i++) {
      await createMeeting(h.browser, { templateId: template.id });
    }
    await t.database.db
      .update(meetingCreations)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(meetingCreations.ownerId, h.id));
    expect(
      (await h.browser.post(`${API}/meeting/room`, { templateId: template.id }))
        .statusCode,
    ).toBe(201);
    // The old creations were forgotten as the new one was counted.
    const left = await t.database.db
      .select()
      .from(meetingCreations)
      .where(eq(meetingCreations.ownerId, h.id));
    expect(left).toHaveLength(1);
  });

  it('lets no more than the limit through when creations race', async () => {
    const h = await host(t, { tier: 'house' });
    const template = await templateRow(t, null);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.browser.post(`${API}/meeting/room`, { templateId: template.id }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await countOf(h.id)).toBe(3);
  });

  it('does not count a refused creation (a taken room id)', async () => {
    const h = await host(t, { tier: 'house' });
    const template = await templateRow(t, null);
    const roomId = `taken-${h.id.slice(0, 8)}`;
    await createMeeting(h.browser, {
      templateId: template.id,
      customRoomId: roomId,
    });
    for (let i = 0; i < 3; i++) {
      const taken = await h.browser.post(`${API}/meeting/room`, {
        templateId: template.id,
        customRoomId: roomId,
      });
      expect(taken.statusCode).toBe(409);
    }
    expect(
      (await h.browser.post(`${API}/meeting/room`, { templateId: template.id }))
        .statusCode,
    ).toBe(201);
  });

  it('the periodic cleanup forgets creations older than a day, and only those', async () => {
    const owner = await host(t, { tier: 'house' });
    const { db } = t.database;
    await db.insert(meetingCreations).values([
      { ownerId: owner.id, createdAt: sql`now() - interval '25 hours'` },
      { ownerId: owner.id, createdAt: sql`now() - interval '23 hours'` },
    ]);
    await t.app.services.sweep();
    const left = await db
      .select({ createdAt: meetingCreations.createdAt })
      .from(meetingCreations)
      .where(eq(meetingCreations.ownerId, owner.id));
    expect(left).toHaveLength(1);
    expect(Date.now() - left[0].createdAt.getTime()).toBeLessThan(
      24 * 3_600_000,
    );
  });
});
