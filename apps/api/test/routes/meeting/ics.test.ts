// The .ics writer: framing (CRLF, 75-octet folding that never splits a character), TEXT
// escaping, quoted parameters, and local times whose VTIMEZONE gives back the right instants,
// in zones with and without daylight saving, south and north, half-hour shifts, and events
// that span a change.
import {
  calendarFile,
  escapeText,
  foldLine,
  type CalendarEvent,
} from '../../../src/routes/meeting/ics';
import {
  child,
  instantOf,
  parseCalendar,
  prop,
  unescapeText,
} from './ical-parser';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'meeting-1@ruume.test',
  sequence: 0,
  start: new Date('2030-04-01T16:00:00Z'),
  end: new Date('2030-04-01T17:00:00Z'),
  timezone: 'America/Toronto',
  summary: 'team standup',
  description: 'join the room: https://ruume.test/m/abc-defg-hij',
  url: 'https://ruume.test/m/abc-defg-hij',
  organizer: { name: 'jane doe', email: 'jane@example.com' },
  attendee: { email: 'guest@example.com' },
  stamp: new Date('2030-03-01T10:00:00Z'),
  ...overrides,
});

describe('calendarFile', () => {
  it('writes a REQUEST with the event in its zone, organizer, attendee and the room link', () => {
    const calendar = parseCalendar(calendarFile(event()));
    expect(prop(calendar, 'VERSION').value).toBe('2.0');
    expect(prop(calendar, 'METHOD').value).toBe('REQUEST');
    const vevent = child(calendar, 'VEVENT');
    expect(prop(vevent, 'UID').value).toBe('meeting-1@ruume.test');
    expect(prop(vevent, 'SEQUENCE').value).toBe('0');
    expect(prop(vevent, 'DTSTAMP').value).toBe('20300301T100000Z');
    const start = prop(vevent, 'DTSTART');
    // 16:00 UTC is noon in Toronto in April (EDT, -04:00).
    expect(start).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/Toronto' },
      value: '20300401T120000',
    });
    expect(instantOf(calendar, start).toISOString()).toBe(
      '2030-04-01T16:00:00.000Z',
    );
    expect(instantOf(calendar, prop(vevent, 'DTEND')).toISOString()).toBe(
      '2030-04-01T17:00:00.000Z',
    );
    expect(prop(vevent, 'ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      params: { CN: 'jane doe' },
      value: 'mailto:jane@example.com',
    });
    expect(prop(vevent, 'ATTENDEE').value).toBe('mailto:guest@example.com');
    expect(prop(vevent, 'ATTENDEE').params.PARTSTAT).toBe('NEEDS-ACTION');
    expect(prop(vevent, 'URL').value).toBe('https://ruume.test/m/abc-defg-hij');
    expect(unescapeText(prop(vevent, 'LOCATION').value)).toBe(
      'https://ruume.test/m/abc-defg-hij',
    );
    expect(prop(vevent, 'STATUS').value).toBe('CONFIRMED');
    expect(prop(child(calendar, 'VTIMEZONE'), 'TZID').value).toBe(
      'America/Toronto',
    );
  });

  it('writes a CANCEL with the same UID and a cancelled status', () => {
    const calendar = parseCalendar(
      calendarFile(event({ method: 'CANCEL', sequence: 2 })),
    );
    expect(prop(calendar, 'METHOD').value).toBe('CANCEL');
    const vevent = child(calendar, 'VEVENT');
    expect(prop(vevent, 'UID').value).toBe('meeting-1@ruume.test');
    expect(prop(vevent, 'SEQUENCE').value).toBe('2');
    expect(prop(vevent, 'STATUS').value).toBe('CANCELLED');
  });

  it.each([
    // zone, start (UTC), local wall time expected
    ['America/Toronto', '2030-01-15T15:00:00Z', '20300115T100000'], // EST -05:00
    ['Europe/Berlin', '2030-07-01T08:30:00Z', '20300701T103000'], // CEST +02:00
    ['Asia/Kolkata', '2030-07-01T08:30:00Z', '20300701T140000'], // +05:30, no DST
    ['Australia/Sydney', '2030-01-10T23:00:00Z', '20300111T100000'], // AEDT +11:00 (south)
    ['Australia/Lord_Howe', '2030-01-10T23:00:00Z', '20300111T100000'], // +11:00, 30-min DST
    ['Asia/Kathmandu', '2030-05-05T06:15:00Z', '20300505T120000'], // +05:45
    ['UTC', '2030-05-05T06:15:00Z', '20300505T061500'],
    ['Pacific/Kiritimati', '2030-05-05T00:00:00Z', '20300505T140000'], // +14:00
  ])(
    '%s: %s is %s there, and its VTIMEZONE says so',
    (timezone, iso, local) => {
      const start = new Date(iso);
      const calendar = parseCalendar(
        calendarFile(
          event({
            timezone,
            start,
            end: new Date(start.getTime() + 90 * 60_000),
          }),
        ),
      );
      const vevent = child(calendar, 'VEVENT');
      expect(prop(vevent, 'DTSTART').value).toBe(local);
      expect(instantOf(calendar, prop(vevent, 'DTSTART')).toISOString()).toBe(
        start.toISOString(),
      );
      expect(instantOf(calendar, prop(vevent, 'DTEND')).getTime()).toBe(
        start.getTime() + 90 * 60_000,
      );
    },
  );

  it('gives both ends of an event that spans a daylight-saving change their own offsets', () => {
    // Berlin leaves summer time on 2030-10-27 at 01:00 UTC.
    const start = new Date('2030-10-26T22:00:00Z'); // 00:00 CEST
    const end = new Date('2030-10-27T03:00:00Z'); // 04:00 CET
    const calendar = parseCalendar(
      calendarFile(event({ timezone: 'Europe/Berlin', start, end })),
    );
    const vevent = child(calendar, 'VEVENT');
    expect(prop(vevent, 'DTSTART').value).toBe('20301027T000000');
    expect(prop(vevent, 'DTEND').value).toBe('20301027T040000');
    expect(instantOf(calendar, prop(vevent, 'DTSTART'))).toEqual(start);
    expect(instantOf(calendar, prop(vevent, 'DTEND'))).toEqual(end);
    const observances = child(calendar, 'VTIMEZONE').components.map((c) => [
      c.name,
      prop(c, 'DTSTART').value,
      prop(c, 'TZOFFSETFROM').value,
      prop(c, 'TZOFFSETTO').value,
    ]);
    expect(observances).toEqual([
      ['DAYLIGHT', '20300331T020000', '+0100', '+0200'],
      ['STANDARD', '20301027T030000', '+0200', '+0100'],
    ]);
  });

  it('escapes text and quotes parameters, so no value can add a property', () => {
    const text = calendarFile(
      event({
        summary: 'q1; budget, plans\\draft\nEND:VEVENT',
        organizer: { name: 'doe, jane: "boss"', email: 'jane@example.com' },
      }),
    );
    const vevent = child(parseCalendar(text), 'VEVENT');
    expect(prop(vevent, 'SUMMARY').value).toBe(
      'q1\\; budget\\, plans\\\\draft\\nEND:VEVENT',
    );
    expect(unescapeText(prop(vevent, 'SUMMARY').value)).toBe(
      'q1; budget, plans\\draft\nEND:VEVENT',
    );
    expect(prop(vevent, 'ORGANIZER').params.CN).toBe("doe, jane: 'boss'");
    expect(escapeText('a\r\nb\u0000c')).toBe('a\\nbc');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `${'é'.repeat(50)}${'x'.repeat(100)}😀😀😀`;
    const folded = foldLine(`SUMMARY:${long}`);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${long}`);
    const vevent = child(
      parseCalendar(calendarFile(event({ summary: long }))),
      'VEVENT',
    );
    expect(prop(vevent, 'SUMMARY').value).toBe(long);
  });
});
