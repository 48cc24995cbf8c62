// A small RFC 5545 writer for one meeting: VCALENDAR with a VTIMEZONE and a VEVENT, as
// invitations (METHOD:REQUEST), cancellations (METHOD:CANCEL) and downloads (METHOD:PUBLISH)
// carry it. No iCalendar library is installed; the few rules that matter are kept here: CRLF
// lines folded at 75 octets, TEXT escaping, quoted parameters, local times with TZID and a
// VTIMEZONE built from the runtime's time zone data (Intl) for the years around the event.

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface CalendarEvent {
  method: CalendarMethod;
  /** Stable per meeting: every update and cancellation names the same event. */
  uid: string;
  /** Raised by each change the invitees were sent (RFC 5546 §2.1.4). */
  sequence: number;
  start: Date;
  end: Date;
  /** IANA zone the times are written in. */
  timezone: string;
  summary: string;
  description: string;
  /** The room link: LOCATION and URL. */
  url: string;
  organizer: { name: string; email: string };
  /** The invitee this copy is for (REQUEST and CANCEL). */
  attendee?: { email: string; partstat?: 'NEEDS-ACTION' | 'ACCEPTED' };
  /** DTSTAMP: when this copy was made. */
  stamp: Date;
}

const PRODID = '-//ruume//meetings//EN';
const MAX_LINE_OCTETS = 75;

/** Folds a content line: at most 75 octets per line, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A TEXT value (RFC 5545 §3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(CONTROL, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');

/** A parameter value (CN=…): quoted when it holds : ; or , and never a DQUOTE. */
export const paramValue = (value: string): string => {
  const clean = value
    .replace(CONTROL, '')
    .replace(/[\r\n]/g, ' ')
    .replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDDTHHMMSS of a Date's UTC fields (the caller shifts it for local times). */
const basicDateTime = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;

export const utcDateTime = (date: Date) => `${basicDateTime(date)}Z`;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone's UTC offset in minutes at an instant (east positive). */
export function offsetMinutes(timeZone: string, instantMs: number): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(
    new Date(wholeSeconds),
  )) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour % 24,
    parts.minute,
    parts.second,
  );
  return Math.round((asUtc - wholeSeconds) / 60_000);
}

/** The wall-clock time in the zone, as YYYYMMDDTHHMMSS. */
export const localDateTime = (timeZone: string, date: Date) =>
  basicDateTime(
    new Date(date.getTime() + offsetMinutes(timeZone, date.getTime()) * 60_000),
  );

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
};

interface Transition {
  /** First instant with the new offset. */
  at: number;
  from: number;
  to: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's offset changes between two instants, each found to the second. */
function transitionsBetween(
  timeZone: string,
  fromInstant: number,
  toInstant: number,
): Transition[] {
  const found: Transition[] = [];
  // Whole seconds throughout, so the search below lands on the second of the change.
  const fromMs = Math.floor(fromInstant / 1000) * 1000;
  const toMs = Math.floor(toInstant / 1000) * 1000;
  let previous = fromMs;
  let previousOffset = offsetMinutes(timeZone, previous);
  for (let t = fromMs + DAY_MS; previous < toMs; t += DAY_MS) {
    const next = Math.min(t, toMs);
    const nextOffset = offsetMinutes(timeZone, next);
    if (nextOffset !== previousOffset) {
      let lo = previous;
      let hi = next;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (offsetMinutes(timeZone, mid) === previousOffset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: previousOffset, to: nextOffset });
    }
    previous = next;
    previousOffset = nextOffset;
  }
  return found;
}

/**
 * VTIMEZONE lines for the zone, valid from a year before `start` to `end`: the offset change
 * in force at the start and every change up to the end, as dated observances (no RRULE, so no
 * rule can disagree with the runtime's data). A zone without changes gets one STANDARD.
 */
export function vtimezone(timeZone: string, start: Date, end: Date): string[] {
  const transitions = transitionsBetween(
    timeZone,
    start.getTime() - 366 * DAY_MS,
    end.getTime() + DAY_MS,
  );
  const before = transitions.filter((t) => t.at <= start.getTime());
  const inForce = before.at(-1);
  const later = transitions.filter((t) => t.at > start.getTime());
  const observance = (
    kind: 'STANDARD' | 'DAYLIGHT',
    dtstart: string,
    from: number,
    to: number,
  ) => [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${kind}`,
  ];
  const ofTransition = (t: Transition) =>
    observance(
      t.to > t.from ? 'DAYLIGHT' : 'STANDARD',
      // An observance starts at the local time before the change (in TZOFFSETFROM).
      basicDateTime(new Date(t.at + t.from * 60_000)),
      t.from,
      t.to,
    );
  const first = inForce
    ? ofTransition(inForce)
    : (() => {
        const offset = offsetMinutes(timeZone, start.getTime());
        return observance('STANDARD', '19700101T000000', offset, offset);
      })();
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...first,
    ...later.flatMap(ofTransition),
    'END:VTIMEZONE',
  ];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the wall-clock time of `date` occurs twice in the zone (the hour repeated when clocks
 * go back). Calendars disagree on which occurrence such a local time means, so it is written in
 * UTC instead.
 */
export function isRepeatedLocalTime(timeZone: string, date: Date): boolean {
  const at = date.getTime();
  const offset = offsetMinutes(timeZone, at);
  const local = at + offset * 60_000;
  return [at - 6 * HOUR_MS, at + 6 * HOUR_MS].some((near) => {
    const other = offsetMinutes(timeZone, near);
    const twin = local - other * 60_000;
    return (
      other !== offset && twin !== at && offsetMinutes(timeZone, twin) === other
    );
  });
}

/** DTSTART/DTEND: local time with its TZID, or UTC when that local time is ambiguous. */
const dateTimeProperty = (name: string, timeZone: string, date: Date) =>
  isRepeatedLocalTime(timeZone, date)
    ? `${name}:${utcDateTime(date)}`
    : `${name};TZID=${paramValue(timeZone)}:${localDateTime(timeZone, date)}`;

/** The whole .ics text, CRLF line ends, folded. */
export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...vtimezone(event.timezone, event.start, event.end),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    dateTimeProperty('DTSTART', event.timezone, event.start),
    dateTimeProperty('DTEND', event.timezone, event.end),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.url)}`,
    `URL:${event.url}`,
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendee.partstat ?? 'NEEDS-ACTION'};RSVP=FALSE:mailto:${event.attendee.email}`,
        ]
      : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
