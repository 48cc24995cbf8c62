// Hosts' meetings on PGlite and PostgreSQL: rooms from own and stock templates, schedules and
// their rules, custom room ids, the lists and their keyset pages, unsetting and deleting, and
// another host's ids refused on every call with nothing changed.
import { eq } from 'drizzle-orm';
import {
  type Meeting,
  MEETING_LIST_NEXT_CURSOR_HEADER,
  meetingListSchema,
  meetingSchema,
} from '@ruume/contracts';
import { meetings } from '../../../src/db/schema';
import type { Browser } from '../../support/browser';
import {
  BAD_LIST_PAGE_QUERIES,
  malformedCursor,
} from '../../support/list-pages';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  API,
  createMeeting,
  host,
  schedule,
  templateRow,
} from './meeting-support';

describe.each(FEATURE_DRIVERS)('meetings (%s)', (driver) => {
  let t: TestApp;
  /** Errors the app reported as 500s: none may happen. */
  const reported: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      reportError: (error) => reported.push(error),
    });
  });
  afterEach(() => expect(reported).toEqual([]));
  afterAll(() => t.close());

  const rowsOf = (ownerId: string) =>
    t.database.db.select().from(meetings).where(eq(meetings.ownerId, ownerId));
  const listOf = async (browser: Browser, path = 'meeting/list') => {
    const response = await browser.get(`${API}/${path}`);
    expect(response.statusCode).toBe(200);
    return meetingListSchema.parse(response.json());
  };

  describe('creating a room', () => {
    it('starts an instant room from the host’s template, with a generated room id and its fees', async () => {
      const h = await host(t);
      const template = await templateRow(t, h.id, {
        name: 'office hours',
        participantFeeCents: 1500,
        audienceFeeCents: 499,
        monetizationCurrency: 'cad',
      });
      const response = await h.browser.post(`${API}/meeting/room`, {
        templateId: template.id,
      });
      expect(response.statusCode).toBe(201);
      const meeting = meetingSchema.parse(response.json());
      expect(meeting).toEqual({
        id: expect.any(String),
        roomId: expect.stringMatching(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/),
        name: 'office hours',
        templateId: template.id,
        metadata: { room: { name: 'office hours' } },
        payments: [
          { type: 'participant', amount: 15, currency: 'cad' },
          { type: 'audience', amount: 4.99, currency: 'cad' },
        ],
        scheduledStartTime: null,
        scheduledEndTime: null,
        customRoomId: null,
        timezone: null,
        createdAt: expect.any(String),
      });
      expect(await listOf(h.browser)).toEqual([meeting]);
    });

    it('starts a room from a stock template', async () => {
      const h = await host(t);
      const stock = await templateRow(t, null, { name: 'stock lounge' });
      const meeting = await createMeeting(h.browser, { templateId: stock.id });
      expect(meeting).toMatchObject({ name: 'stock lounge', payments: [] });
    });

    it('refuses another host’s template and an unknown one with 404, creating nothing', async () => {
      const owner = await host(t);
      const theirs = await templateRow(t, owner.id);
      const h = await host(t);
      for (const templateId of [theirs.id, 'no-such-template']) {
        const response = await h.browser.post(`${API}/meeting/room`, {
          templateId,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'TEMPLATE_NOT_FOUND',
          message: 'this template does not exist.',
        });
      }
      expect(await rowsOf(h.id)).toEqual([]);
    });

    it('schedules a meeting in the host’s zone, and in UTC when none is given', async () => {
      const h = await host(t);
      const template = await templateRow(t, h.id);
      const when = schedule(24, 1.5, 'Asia/Kolkata');
      const meeting = await createMeeting(h.browser, {
        templateId: template.id,
        ...when,
      });
      expect(meeting).toMatchObject({
        scheduledStartTime: when.scheduledStartTime,
        scheduledEndTime: when.scheduledEndTime,
        timezone: 'Asia/Kolkata',
      });
      const utc = { ...schedule(48), timezone: undefined };
      expect(
        await createMeeting(h.browser, { templateId: template.id, ...utc }),
      ).toMatchObject({ timezone: 'UTC' });
      // An offset is an instant like any other.
      const start = new Date(Date.parse(when.scheduledStartTime) + 86_400_000);
      const offsetStart = new Date(start.getTime() + 2 * 3_600_000)
        .toISOString()
        .replace('Z', '+02:00');
      expect(
        await createMeeting(h.browser, {
          templateId: template.id,
          scheduledStartTime: offsetStart,
          scheduledEndTime: new Date(start.getTime() + 3_600_000).toISOString(),
          timezone: 'Europe/Berlin',
        }),
      ).toMatchObject({ scheduledStartTime: start.toISOString() });
    });

    it('lets a start a few seconds past through (clock skew), not one minutes past', async () => {
      const h = await host(t);
      const template = await templateRow(t, h.id);
      const now = Date.now();
      const ok = await h.browser.post(`${API}/meeting/room`, {
        templateId: template.id,
        scheduledStartTime: new Date(now - 20_000).toISOString(),
        scheduledEndTime: new Date(now + 3_600_000).toISOString(),
        timezone: 'Europe/Paris',
      });
      expect(ok.statusCode).toBe(201);
      const late = await h.browser.post(`${API}/meeting/room`, {
        templateId: template.id,
        scheduledStartTime: new Date(now - 5 * 60_000).toISOString(),
        scheduledEndTime: new Date(now + 3_600_000).toISOString(),
        timezone: 'Europe/Paris',
      });
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'scheduledStartTime: the start time must not be in the past',
      });
    });

    it.each([
      [
        'an end before the start',
        () => {
          const s = schedule();
          return { ...s, scheduledEndTime: s.scheduledStartTime };
        },
        'scheduledEndTime: the end time must be after the start time',
      ],
      [
        'a start without an end',
        () => ({ ...schedule(), scheduledEndTime: null }),
        'scheduledEndTime: please choose an end time',
      ],
      [
        'an end without a start',
        () => ({ ...schedule(), scheduledStartTime: '' }),
        'scheduledStartTime: please choose a start time',
      ],
      [
        'an unknown time zone',
        () => ({ ...schedule(), timezone: 'Mars/Olympus_Mons' }),
        'timezone: timezone must be an IANA time zone such as Europe/Berlin',
      ],
      [
        'a time that is no date',
        () => ({ ...schedule(), scheduledStartTime: 'tomorrow at ten' }),
        'scheduledStartTime: must be an ISO 8601 date-time, e.g. 2025-01-31T09:30:00Z',
      ],
      [
        'a meeting over 24 hours',
        () => schedule(24, 25),
        'scheduledEndTime: a meeting can last at most 24 hours',
      ],
      [
        'a start over two years ahead',
        () => schedule(24 * 800),
        'scheduledStartTime: meetings can be scheduled at most 2 years ahead',
      ],
      [
        'a custom room id too short',
        () => ({ customRoomId: 'ab' }),
        /^customRoomId: custom room id must be 3 to 64/,
      ],
      [
        'a custom room id with a leading hyphen',
        () => ({ customRoomId: '-abc' }),
        /^customRoomId: /,
      ],
      [
        'a custom room id with an underscore',
        () => ({ customRoomId: 'a_b_c' }),
        /^customRoomId: /,
      ],
      [
        'a custom room id with an accent',
        () => ({ customRoomId: 'café' }),
        /^customRoomId: /,
      ],
      [
        'a custom room id too long',
        () => ({ customRoomId: 'x'.repeat(65) }),
        /^customRoomId: /,
      ],
      ...(
        [
          'list',
          'scheduled',
          'dashboard',
          'settings',
          'invitation',
          'Share',
          'api',
        ] as const
      ).map(
        (word) =>
          [
            `the reserved room id "${word}"`,
            () => ({ customRoomId: word }),
            'customRoomId: this room id is reserved; please choose another',
          ] as const,
      ),
      [
        'no template',
        () => ({ templateId: undefined }),
        'templateId: template id is required',
      ],
    ] as const)(
      'refuses %s with a 400, creating nothing',
      async (_name, body, message) => {
        const h = await host(t);
        const template = await templateRow(t, h.id);
        const response = await h.browser.post(`${API}/meeting/room`, {
          templateId: template.id,
          ...body(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('VALIDATION_ERROR');
        if (typeof message === 'string')
          expect(response.json().message).toBe(message);
        else expect(response.json().message).toMatch(message);
        expect(await rowsOf(h.id)).toEqual([]);
      },
    );

    it('takes a custom room id once, case-insensitively: taken answers 409 ROOM_ID_TAKEN', async () => {
      const a = await host(t);
      const b = await host(t);
      const mine = await createMeeting(a.browser, {
        templateId: (await templateRow(t, a.id)).id,
        customRoomId: ' Jane-Office-Hours ',
      });
      expect(mine).toMatchObject({
        roomId: 'jane-office-hours',
        customRoomId: 'jane-office-hours',
      });
      for (const [browser, id] of [
        [a.browser, 'jane-office-hours'],
        [b.browser, 'JANE-OFFICE-HOURS'],
      ] as const) {
        const template = await templateRow(t, null);
        const taken = await browser.post(`${API}/meeting/room`, {
          templateId: template.id,
          customRoomId: id,
        });
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toEqual({
          error: 'ROOM_ID_TAKEN',
          message: 'this room id is taken; please choose another',
        });
      }
      expect(await rowsOf(b.id)).toEqual([]);
      expect(await rowsOf(a.id)).toHaveLength(1);
    });
  });

  describe('lists', () => {
    /** A host with meetings of every kind, created in order (oldest first). */
    async function hostWithMeetings() {
      const h = await host(t);
      const template = await templateRow(t, h.id);
      const made: Meeting[] = [];
      const make = async (body: Record<string, unknown> = {}) => {
        const meeting = await createMeeting(h.browser, {
          templateId: template.id,
          ...body,
        });
        made.push(meeting);
        return meeting;
      };
      const instant = await make();
      const late = await make({
        ...schedule(72),
        customRoomId: `late-${h.id.slice(0, 8)}`,
      });
      const soon = await make(schedule(2));
      const custom = await make({ customRoomId: `custom-${h.id.slice(0, 8)}` });
      const middle = await make(schedule(24));
      // A scheduled meeting already over: in the full list, not among the scheduled.
      const [past] = await t.database.db
        .insert(meetings)
        .values({
          ownerId: h.id,
          roomId: `past-${h.id.slice(0, 8)}`,
          name: 'last week',
          scheduledStart: new Date(Date.now() - 7 * 86_400_000),
          scheduledEnd: new Date(Date.now() - 7 * 86_400_000 + 3_600_000),
          timezone: 'UTC',
          createdAt: new Date(Date.now() - 8 * 86_400_000),
        })
        .returning();
      return { h, instant, late, soon, custom, middle, past, made };
    }

    it('all newest first; custom room ids; scheduled ones not over yet, soonest first', async () => {
      const { h, instant, late, soon, custom, middle, past } =
        await hostWithMeetings();
      const ids = (list: Meeting[]) => list.map((m) => m.id);
      expect(ids(await listOf(h.browser))).toEqual([
        middle.id,
        custom.id,
        soon.id,
        late.id,
        instant.id,
        past.id,
      ]);
      expect(
        ids(await listOf(h.browser, 'meeting/with-custom-room-id/list')),
      ).toEqual([custom.id, late.id]);
      expect(ids(await listOf(h.browser, 'meeting/scheduled'))).toEqual([
        soon.id,
        middle.id,
        late.id,
      ]);
      const stranger = await host(t);
      for (const path of [
        'meeting/list',
        'meeting/with-custom-room-id/list',
        'meeting/scheduled',
      ]) {
        expect(await listOf(stranger.browser, path)).toEqual([]);
      }
    });

    it.each([
      'meeting/list',
      'meeting/scheduled',
      'meeting/with-custom-room-id/list',
    ])(
      '%s pages by cursor: every meeting once, in order, the next cursor in headers',
      async (path) => {
        const { h } = await hostWithMeetings();
        const whole = await listOf(h.browser, path);
        const seen: Meeting[] = [];
        let url = `${API}/${path}?limit=2`;
        for (let pages = 0; pages < 10; pages++) {
          const response = await h.browser.get(url);
          expect(response.statusCode).toBe(200);
          const page = meetingListSchema.parse(response.json());
          expect(page.length).toBeLessThanOrEqual(2);
          seen.push(...page);
          const next = response.headers[MEETING_LIST_NEXT_CURSOR_HEADER];
          if (!next) {
            expect(response.headers.link).toBeUndefined();
            break;
          }
          expect(response.headers.link).toBe(
            `</api/v1/${path}?limit=2&cursor=${next}>; rel="next"`,
          );
          url = `${API}/${path}?limit=2&cursor=${next}`;
        }
        expect(seen).toEqual(whole);
      },
    );

    it('pages meetings created within the same millisecond without losing one', async () => {
      const h = await host(t);
      const at = new Date();
      await t.database.db.insert(meetings).values(
        Array.from({ length: 5 }, (_, i) => ({
          ownerId: h.id,
          roomId: `same-ms-${i}-${h.id.slice(0, 8)}`,
          name: `same ${i}`,
          createdAt: at,
        })),
      );
      const seen: string[] = [];
      let url = `${API}/meeting/list?limit=2`;
      for (;;) {
        const response = await h.browser.get(url);
        seen.push(...response.json().map((m: Meeting) => m.name));
        const next = response.headers[MEETING_LIST_NEXT_CURSOR_HEADER];
        if (!next) break;
        url = `${API}/meeting/list?limit=2&cursor=${next}`;
      }
      expect(seen.sort()).toEqual([
        'same 0',
        'same 1',
        'same 2',
        'same 3',
        'same 4',
      ]);
    });

    it.each([
      ...BAD_LIST_PAGE_QUERIES,
      [
        `cursor=${Buffer.from('yesterday.x').toString('base64url')}`,
        malformedCursor,
      ],
      [
        `cursor=${Buffer.from('123.bad id!').toString('base64url')}`,
        malformedCursor,
      ],
    ])('refuses ?%s with a 400', async (query, message) => {
      const h = await host(t);
      for (const path of [
        'meeting/list',
        'meeting/scheduled',
        'meeting/with-custom-room-id/list',
      ]) {
        const response = await h.browser.get(`${API}/${path}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('VALIDATION_ERROR');
        expect(response.json().message).toMatch(message);
      }
    });
  });

  describe('unsetting and deleting', () => {
    it('unsets a schedule (the room stays, instant), and again is a no-op', async () => {
      const h = await host(t);
      const meeting = await createMeeting(h.browser, {
        templateId: (await templateRow(t, h.id)).id,
        ...schedule(),
      });
      const url = `${API}/meeting/${meeting.id}/unset-scheduled-time`;
      expect((await h.browser.put(url)).statusCode).toBe(204);
      expect(await listOf(h.browser, 'meeting/scheduled')).toEqual([]);
      expect(await listOf(h.browser)).toEqual([
        {
          ...meeting,
          scheduledStartTime: null,
          scheduledEndTime: null,
          timezone: null,
        },
      ]);
      expect((await h.browser.put(url)).statusCode).toBe(204);
      expect((await rowsOf(h.id))[0].icsSequence).toBe(1);
    });

    it('deletes a meeting; the room is gone for everyone', async () => {
      const h = await host(t);
      const meeting = await createMeeting(h.browser, {
        templateId: (await templateRow(t, h.id)).id,
      });
      expect(
        (await h.browser.delete(`${API}/meeting/${meeting.id}`)).statusCode,
      ).toBe(204);
      expect(await listOf(h.browser)).toEqual([]);
      expect(
        (await h.browser.get(`${API}/meeting/${meeting.roomId}`)).statusCode,
      ).toBe(404);
      const again = await h.browser.delete(`${API}/meeting/${meeting.id}`);
      expect(again.json()).toEqual({
        error: 'MEETING_NOT_FOUND',
        message: 'this meeting does not exist.',
      });
    });

    it('deletes a scheduled meeting by the scheduled call, and refuses an instant one there', async () => {
      const h = await host(t);
      const template = await templateRow(t, h.id);
      const instant = await createMeeting(h.browser, {
        templateId: template.id,
      });
      const planned = await createMeeting(h.browser, {
        templateId: template.id,
        ...schedule(),
      });
      const refused = await h.browser.delete(
        `${API}/meeting/scheduled/${instant.id}`,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('MEETING_NOT_FOUND');
      expect(
        (await h.browser.delete(`${API}/meeting/scheduled/${planned.id}`))
          .statusCode,
      ).toBe(204);
      expect((await listOf(h.browser)).map((m) => m.id)).toEqual([instant.id]);
    });

    it('answers 404 MEETING_NOT_FOUND to another host on every id call, changing nothing', async () => {
      const owner = await host(t);
      const meeting = await createMeeting(owner.browser, {
        templateId: (await templateRow(t, owner.id)).id,
        ...schedule(),
      });
      const before = await rowsOf(owner.id);
      const stranger = await host(t);
      const calls: Array<() => ReturnType<Browser['get']>> = [
        () =>
          stranger.browser.put(
            `${API}/meeting/${meeting.id}/unset-scheduled-time`,
          ),
        () => stranger.browser.delete(`${API}/meeting/${meeting.id}`),
        () => stranger.browser.delete(`${API}/meeting/scheduled/${meeting.id}`),
        () => stranger.browser.get(`${API}/meeting/${meeting.id}/invitations`),
        () =>
          stranger.browser.post(`${API}/meeting/${meeting.id}/invitations`, {
            emails: ['someone@example.com'],
          }),
        () => stranger.browser.get(`${API}/meeting/${meeting.id}/calendar.ics`),
      ];
      for (const call of calls) {
        const response = await call();
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          error: 'MEETING_NOT_FOUND',
          message: 'this meeting does not exist.',
        });
      }
      expect(await rowsOf(owner.id)).toEqual(before);
      // Unknown and malformed ids alike.
      expect(
        (await owner.browser.delete(`${API}/meeting/no-such-id`)).statusCode,
      ).toBe(404);
      expect(
        (await owner.browser.delete(`${API}/meeting/a%20b`)).statusCode,
      ).toBe(400);
    });

    it('answers 401 signed out on every host call', async () => {
      const { Browser } = await import('../../support/browser');
      const anonymous = new Browser(t.app);
      for (const [method, path] of [
        ['GET', 'meeting/list'],
        ['GET', 'meeting/scheduled'],
        ['GET', 'meeting/with-custom-room-id/list'],
        ['POST', 'meeting/room'],
        ['PUT', 'meeting/x/unset-scheduled-time'],
        ['DELETE', 'meeting/x'],
        ['DELETE', 'meeting/scheduled/x'],
        ['GET', 'meeting/x/invitations'],
        ['POST', 'meeting/x/invitations'],
        ['GET', 'meeting/x/calendar.ics'],
      ] as const) {
        expect(
          (await anonymous.request(method, `${API}/${path}`)).statusCode,
        ).toBe(401);
      }
    });
  });
});
