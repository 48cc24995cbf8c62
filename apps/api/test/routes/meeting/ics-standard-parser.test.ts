// The .ics files as a standard calendar reads them: ical.js (the parser behind Thunderbird's
// and Nextcloud's calendars) resolves the event's local times through the file's own VTIMEZONE
// to the instants the meeting was scheduled at, in zones with and without daylight saving.
import ICAL from 'ical.js';
import {
  calendarFile,
  type CalendarEvent,
} from '../../../src/routes/meeting/ics';

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'meeting-7@ruume.test',
  sequence: 0,
  start: new Date('2030-04-01T16:00:00Z'),
  end: new Date('2030-04-01T17:00:00Z'),
  timezone: 'America/Toronto',
  summary: 'team standup, with notes; and more',
  description: 'join the room: https://ruume.test/m/abc-defg-hij',
  url: 'https://ruume.test/m/abc-defg-hij',
  organizer: { name: 'jane doe', email: 'jane@example.com' },
  attendee: { email: 'guest@example.com' },
  stamp: new Date('2030-03-01T10:00:00Z'),
  ...overrides,
});

/** The file's one VEVENT as ical.js reads it, its zone registered from the file itself. */
function readWithIcalJs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(vevent),
  };
}

afterEach(() => ICAL.TimezoneService.reset());

it('writes a local time that occurs twice (clocks going back) in UTC, which no reader can misread', () => {
  const text = calendarFile(
    event({
      timezone: 'Europe/Berlin',
      // 02:30 on 27 October 2030 happens twice in Berlin; this is the first (summer time).
      start: new Date('2030-10-27T00:30:00Z'),
      end: new Date('2030-10-27T03:30:00Z'),
    }),
  );
  expect(text).toContain('DTSTART:20301027T003000Z');
  expect(text).toContain('DTEND;TZID=Europe/Berlin:20301027T043000');
});

it.each([
  ['America/Toronto', '2030-04-01T16:00:00Z', '2030-04-01T17:30:00Z'],
  ['Europe/Berlin', '2030-10-27T00:30:00Z', '2030-10-27T02:30:00Z'],
  ['Australia/Sydney', '2030-01-15T23:00:00Z', '2030-01-16T00:00:00Z'],
  ['Asia/Kolkata', '2030-06-01T04:30:00Z', '2030-06-01T05:15:00Z'],
  ['UTC', '2030-06-01T04:30:00Z', '2030-06-01T05:15:00Z'],
])('%s: the instants the meeting was scheduled at', (timezone, start, end) => {
  const { method, event: read } = readWithIcalJs(
    calendarFile(
      event({ timezone, start: new Date(start), end: new Date(end) }),
    ),
  );
  expect(method).toBe('REQUEST');
  expect(read.startDate.toJSDate().toISOString()).toBe(
    new Date(start).toISOString(),
  );
  expect(read.endDate.toJSDate().toISOString()).toBe(
    new Date(end).toISOString(),
  );
  expect(read.uid).toBe('meeting-7@ruume.test');
  expect(read.summary).toBe('team standup, with notes; and more');
  expect(read.location).toBe('https://ruume.test/m/abc-defg-hij');
  expect(read.organizer).toBe('mailto:jane@example.com');
});

it('reads a CANCEL with the same UID and the next sequence', () => {
  const { method, event: read } = readWithIcalJs(
    calendarFile(event({ method: 'CANCEL', sequence: 3 })),
  );
  expect(method).toBe('CANCEL');
  expect(read.uid).toBe('meeting-7@ruume.test');
  expect(read.sequence).toBe(3);
});
