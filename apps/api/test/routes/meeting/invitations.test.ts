// Invitations to scheduled meetings on PGlite and PostgreSQL: the mails in the outbox with
// their .ics (read by ./ical-parser: no iCalendar library is installed), the times right in
// the meeting's zone, cancellations with the same UID and the next SEQUENCE, the confirm flow,
// and the limits.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MAX_INVITATIONS_PER_REQUEST,
  MEETING_INVITATIONS_PER_24_HOURS,
  meetingInvitationListSchema,
} from '@ruume/contracts';
import type { OutboxMail } from '../../../src/adapters/mail/outbox-mailer';
import { meetingInvitations, meetings } from '../../../src/db/schema';
import {
  outbox,
  settleMail,
  tokenOf,
  uniqueEmail,
  waitForMail,
} from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { child, instantOf, parseCalendar, prop } from './ical-parser';
import {
  API,
  createMeeting,
  host,
  icsOf,
  schedule,
  templateRow,
} from './meeting-support';

describe.each(FEATURE_DRIVERS)('invitations (%s)', (driver) => {
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

  /** A host and their meeting scheduled in `timezone`. */
  async function scheduledMeeting(timezone = 'America/Toronto') {
    const h = await host(t, { firstName: 'Jane', lastName: 'Doe' });
    const template = await templateRow(t, h.id, { name: 'quarterly planning' });
    const when = schedule(30, 1.5, timezone);
    const meeting = await createMeeting(h.browser, {
      templateId: template.id,
      ...when,
    });
    return { h, meeting, when };
  }

  const invite = (browser: Browser, id: string, emails: unknown) =>
    browser.post(`${API}/meeting/${id}/invitations`, { emails });

  /** The token of the confirm link in an invitation mail. */
  const confirmTokenOf = (mail: OutboxMail) => {
    const link = mail.links.find((l) => l.includes('/invitation/confirm?'));
    if (!link) throw new Error(`no confirm link in "${mail.subject}"`);
    return tokenOf(link);
  };

  const calendarOf = (mail: OutboxMail) => {
    const { contentType, text } = icsOf(mail);
    const calendar = parseCalendar(text);
    return { contentType, calendar, event: child(calendar, 'VEVENT') };
  };

  it('mails each invitee an invitation with a correct .ics and a confirm link', async () => {
    const { h, meeting, when } = await scheduledMeeting('Asia/Tokyo');
    const a = uniqueEmail('ann');
    const b = uniqueEmail('bob');
    const response = await invite(h.browser, meeting.id, [
      a.toUpperCase(),
      ` ${a} `,
      b,
    ]);
    expect(response.statusCode).toBe(200);
    const list = meetingInvitationListSchema.parse(response.json());
    expect(list.map((i) => [i.email, i.confirmedAt])).toEqual(
      expect.arrayContaining([
        [a, null],
        [b, null],
      ]),
    );
    expect(list).toHaveLength(2);

    const mail = await waitForMail(t, a, /^invitation: quarterly planning/);
    const roomUrl = `${t.config.publicUrl}/m/${meeting.roomId}`;
    expect(mail.text).toContain('jane doe invited you');
    expect(mail.text).toContain(roomUrl);
    expect(mail.text).toContain('(Asia/Tokyo)');
    const confirmLink = mail.links.find((link) =>
      link.startsWith(`${t.config.publicUrl}/invitation/confirm?token=`),
    );
    expect(confirmLink).toBeDefined();

    const { contentType, calendar, event } = calendarOf(mail);
    expect(contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(mail.attachments?.[0].filename).toBe('invitation.ics');
    expect(prop(calendar, 'METHOD').value).toBe('REQUEST');
    expect(prop(event, 'SEQUENCE').value).toBe('0');
    expect(prop(event, 'SUMMARY').value).toBe('quarterly planning');
    const start = prop(event, 'DTSTART');
    expect(start.params.TZID).toBe('Asia/Tokyo');
    // Tokyo is UTC+9 all year: the wall time is the start plus nine hours.
    const tokyo = new Date(Date.parse(when.scheduledStartTime) + 9 * 3_600_000);
    expect(start.value).toBe(
      tokyo.toISOString().replace(/[-:]/g, '').slice(0, 15),
    );
    expect(instantOf(calendar, start).toISOString()).toBe(
      when.scheduledStartTime,
    );
    expect(instantOf(calendar, prop(event, 'DTEND')).toISOString()).toBe(
      when.scheduledEndTime,
    );
    expect(prop(event, 'ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: { CN: 'jane doe' },
      value: `mailto:${h.email}`,
    });
    expect(prop(event, 'ATTENDEE').value).toBe(`mailto:${a}`);
    expect(prop(event, 'URL').value).toBe(roomUrl);
    expect(prop(event, 'LOCATION').value).toBe(roomUrl);
    expect(prop(event, 'UID').value).toMatch(/^meeting-.+@/);

    // b's copy names the same event.
    const bMail = await waitForMail(t, b, /^invitation:/);
    expect(prop(calendarOf(bMail).event, 'UID').value).toBe(
      prop(event, 'UID').value,
    );
    expect(prop(calendarOf(bMail).event, 'ATTENDEE').value).toBe(`mailto:${b}`);
  });

  it('writes the times right in a daylight-saving zone', async () => {
    const { h, meeting, when } = await scheduledMeeting('America/Toronto');
    const a = uniqueEmail('dst');
    await invite(h.browser, meeting.id, [a]);
    const { calendar, event } = calendarOf(await waitForMail(t, a));
    const start = prop(event, 'DTSTART');
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Toronto',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(new Date(when.scheduledStartTime))
      .replace(/[-: ]/g, (c) => (c === ' ' ? 'T' : ''));
    expect(start.value).toBe(wall);
    expect(instantOf(calendar, start).toISOString()).toBe(
      when.scheduledStartTime,
    );
  });

  it('does not mail an address twice; the host sees who confirmed, and confirming again changes nothing', async () => {
    const { h, meeting } = await scheduledMeeting();
    const a = uniqueEmail('conf');
    const b = uniqueEmail('later');
    await invite(h.browser, meeting.id, [a]);
    const again = await invite(h.browser, meeting.id, [a, b]);
    expect(again.statusCode).toBe(200);
    await settleMail(t);
    expect((await outbox(t)).filter((m) => m.to === a)).toHaveLength(1);

    const token = confirmTokenOf(await waitForMail(t, a));
    const anonymous = new Browser(t.app);
    const confirmed = await anonymous.post(`${API}/invitation/confirm`, {
      token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      email: a,
      meeting: {
        roomId: meeting.roomId,
        name: 'quarterly planning',
        scheduledStartTime: meeting.scheduledStartTime,
        scheduledEndTime: meeting.scheduledEndTime,
        timezone: 'America/Toronto',
      },
      confirmedAt: expect.any(String),
    });
    const second = await anonymous.post(`${API}/invitation/confirm`, { token });
    expect(second.json()).toEqual(confirmed.json());

    const seen = meetingInvitationListSchema.parse(
      (await h.browser.get(`${API}/meeting/${meeting.id}/invitations`)).json(),
    );
    expect(seen.map((i) => [i.email, i.confirmedAt])).toEqual([
      [a, confirmed.json().confirmedAt],
      [b, null],
    ]);
  });

  it('answers a bad confirm token clearly', async () => {
    const anonymous = new Browser(t.app);
    const unknown = await anonymous.post(`${API}/invitation/confirm`, {
      token: randomBytes(32).toString('base64url'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'INVITATION_NOT_FOUND',
      message:
        'this invitation link is not valid. the meeting may have been cancelled.',
    });
    for (const body of [{}, { token: '' }, { token: 'a b' }, { token: 7 }]) {
      const malformed = await anonymous.post(`${API}/invitation/confirm`, body);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 410 to a confirm link once the meeting is over', async () => {
    const { h, meeting } = await scheduledMeeting();
    const a = uniqueEmail('late');
    await invite(h.browser, meeting.id, [a]);
    const token = confirmTokenOf(await waitForMail(t, a));
    await t.database.db
      .update(meetings)
      .set({
        scheduledStart: new Date(Date.now() - 2 * 3_600_000),
        scheduledEnd: new Date(Date.now() - 3_600_000),
      })
      .where(eq(meetings.id, meeting.id));
    const response = await new Browser(t.app).post(
      `${API}/invitation/confirm`,
      { token },
    );
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toBe('INVITATION_EXPIRED');
    // Nor can the host invite anyone to it any more.
    const late = await invite(h.browser, meeting.id, [uniqueEmail()]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('MEETING_ENDED');
  });

  it('sends every invitee a CANCEL with the same UID and the next SEQUENCE when the meeting is deleted', async () => {
    const { h, meeting } = await scheduledMeeting('Europe/Berlin');
    const a = uniqueEmail('cancel');
    const b = uniqueEmail('cancel');
    await invite(h.browser, meeting.id, [a, b]);
    const invitation = calendarOf(await waitForMail(t, a, /^invitation:/));
    const token = confirmTokenOf(await waitForMail(t, a));

    expect(
      (await h.browser.delete(`${API}/meeting/${meeting.id}`)).statusCode,
    ).toBe(204);
    for (const to of [a, b]) {
      const mail = await waitForMail(t, to, /^cancelled: quarterly planning/);
      const { contentType, calendar, event } = calendarOf(mail);
      expect(contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      expect(prop(calendar, 'METHOD').value).toBe('CANCEL');
      expect(prop(event, 'UID').value).toBe(
        prop(invitation.event, 'UID').value,
      );
      expect(prop(event, 'SEQUENCE').value).toBe('1');
      expect(prop(event, 'STATUS').value).toBe('CANCELLED');
      expect(prop(event, 'DTSTART')).toEqual(prop(invitation.event, 'DTSTART'));
    }
    const gone = await new Browser(t.app).post(`${API}/invitation/confirm`, {
      token,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('cancels the invitations when the schedule is unset (and when a scheduled meeting is deleted by that call)', async () => {
    const { h, meeting } = await scheduledMeeting();
    const a = uniqueEmail('unset');
    await invite(h.browser, meeting.id, [a]);
    const uid = prop(calendarOf(await waitForMail(t, a)).event, 'UID').value;
    expect(
      (await h.browser.put(`${API}/meeting/${meeting.id}/unset-scheduled-time`))
        .statusCode,
    ).toBe(204);
    const cancel = calendarOf(await waitForMail(t, a, /^cancelled:/));
    expect(prop(cancel.event, 'UID').value).toBe(uid);
    expect(prop(cancel.event, 'SEQUENCE').value).toBe('1');
    expect(
      (await h.browser.get(`${API}/meeting/${meeting.id}/invitations`)).json(),
    ).toEqual([]);

    const other = await scheduledMeeting();
    const c = uniqueEmail('scheduled');
    await invite(other.h.browser, other.meeting.id, [c]);
    await waitForMail(t, c, /^invitation:/);
    expect(
      (
        await other.h.browser.delete(
          `${API}/meeting/scheduled/${other.meeting.id}`,
        )
      ).statusCode,
    ).toBe(204);
    await waitForMail(t, c, /^cancelled:/);
  });

  it('refuses invitations to an instant meeting, and bad address lists', async () => {
    const h = await host(t);
    const instant = await createMeeting(h.browser, {
      templateId: (await templateRow(t, h.id)).id,
    });
    const refused = await invite(h.browser, instant.id, [uniqueEmail()]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'MEETING_NOT_SCHEDULED',
      message:
        'only scheduled meetings can have invitations. schedule the meeting first.',
    });
    const { h: h2, meeting } = await scheduledMeeting();
    for (const emails of [
      [],
      ['not an email'],
      'someone@example.com',
      [42],
      Array.from({ length: MAX_INVITATIONS_PER_REQUEST + 1 }, (_, i) =>
        uniqueEmail(`n${i}`),
      ),
    ]) {
      const response = await invite(h2.browser, meeting.id, emails);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
      expect(response.json().message).toMatch(/^emails/);
    }
    expect(
      (await h2.browser.get(`${API}/meeting/${meeting.id}/invitations`)).json(),
    ).toEqual([]);
  });

  it('caps invitations per host and day, across meetings', async () => {
    const { h, meeting } = await scheduledMeeting();
    const near = MEETING_INVITATIONS_PER_24_HOURS - 2;
    await t.database.db.insert(meetingInvitations).values(
      Array.from({ length: near }, (_, i) => ({
        meetingId: meeting.id,
        email: `earlier${i}@example.com`,
        tokenHash: randomBytes(16).toString('hex'),
      })),
    );
    const other = await createMeeting(h.browser, {
      templateId: (await templateRow(t, h.id)).id,
      ...schedule(50),
    });
    const over = await invite(h.browser, other.id, [
      uniqueEmail(),
      uniqueEmail(),
      uniqueEmail(),
    ]);
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('INVITATION_LIMIT_REACHED');
    expect(
      (await h.browser.get(`${API}/meeting/${other.id}/invitations`)).json(),
    ).toEqual([]);
    const fits = await invite(h.browser, other.id, [
      uniqueEmail(),
      uniqueEmail(),
    ]);
    expect(fits.statusCode).toBe(200);
  });

  it('rate-limits invitation calls per account', async () => {
    const { h, meeting } = await scheduledMeeting();
    const a = uniqueEmail('again');
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await invite(h.browser, meeting.id, [a])).statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('gives the host the scheduled meeting as an .ics download (PUBLISH, same UID)', async () => {
    const { h, meeting, when } = await scheduledMeeting('Australia/Sydney');
    const a = uniqueEmail('dl');
    await invite(h.browser, meeting.id, [a]);
    const uid = prop(calendarOf(await waitForMail(t, a)).event, 'UID').value;
    const response = await h.browser.get(
      `${API}/meeting/${meeting.id}/calendar.ics`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'text/calendar; charset=utf-8',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${meeting.roomId}.ics"`,
    );
    const calendar = parseCalendar(response.body);
    const event = child(calendar, 'VEVENT');
    expect(prop(calendar, 'METHOD').value).toBe('PUBLISH');
    expect(prop(event, 'UID').value).toBe(uid);
    expect(event.properties.some((p) => p.name === 'ATTENDEE')).toBe(false);
    expect(instantOf(calendar, prop(event, 'DTSTART')).toISOString()).toBe(
      when.scheduledStartTime,
    );
    const instant = await createMeeting(h.browser, {
      templateId: (await templateRow(t, h.id)).id,
    });
    const none = await h.browser.get(
      `${API}/meeting/${instant.id}/calendar.ics`,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('MEETING_NOT_SCHEDULED');
  });
});
