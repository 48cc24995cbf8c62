// Meeting times as people read them: in the viewer's own zone, and in the meeting's zone when
// its clock reads differently ('Tue 3 Dec, 15:00–16:00 (09:00–10:00 New York)'). Intl only:
// every browser knows the IANA zones, no library needed. English day and month names and a
// 24-hour clock, the product's one language (docs/rooms-ui.md).

const LOCALE = 'en-GB';
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(
  timeZone: string,
  kind: 'day' | 'dayYear' | 'time' | 'parts' | 'longDay',
): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      day: { weekday: 'short', day: 'numeric', month: 'short' },
      dayYear: {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      },
      longDay: { weekday: 'long', day: 'numeric', month: 'long' },
      time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      parts: {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      },
    };
    format = new Intl.DateTimeFormat(LOCALE, { ...options[kind], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** The zone this browser is in (UTC where it cannot tell). */
export const browserTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** 'America/New_York' → 'New York'; 'UTC' stays. */
export const zoneCity = (timeZone: string): string =>
  (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/** The wall clock of `ms` in `timeZone`, as numbers. */
function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone, 'parts')
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `ms`, in ms. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  const asUtc = Date.UTC(
    c.year,
    c.month - 1,
    c.day,
    c.hour,
    c.minute,
    c.second,
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** 'GMT+5:30', 'GMT−5', 'GMT' for a zone at `ms`. */
export function offsetLabel(ms: number, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(ms, timeZone) / 60000);
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The instant a wall-clock date and time ('2025-12-03', '15:00') has in `timeZone`, as an ISO
 * string in UTC. In the hour a clock skips (spring forward), the time after the gap; in the
 * hour it repeats, the first.
 */
export function zonedTimeToIso(
  date: string,
  time: string,
  timeZone: string,
): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2]);
  if (Number.isNaN(wall)) return null;
  // The zone's offsets half a day either side: one of them holds at the answer.
  const halfDay = 12 * 60 * 60 * 1000;
  const before = wall - zoneOffsetMs(wall - halfDay, timeZone);
  const after = wall - zoneOffsetMs(wall + halfDay, timeZone);
  const reads = (ms: number) => zoneOffsetMs(ms, timeZone) + ms === wall;
  const valid = [before, after].filter(reads);
  // Repeated hour: both read right, take the first; skipped hour: neither, the old offset
  // lands after the gap.
  const instant = valid.length > 0 ? Math.min(...valid) : before;
  return new Date(instant).toISOString();
}

/** Today's date ('2025-12-03') in `timeZone`. */
export function dateInZone(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

const dayOf = (ms: number, timeZone: string, now: number): string => {
  const sameYear =
    wallClock(ms, timeZone).year === wallClock(now, timeZone).year;
  return formatter(timeZone, sameYear ? 'day' : 'dayYear')
    .format(new Date(ms))
    .replace(/,/g, '');
};
const timeOf = (ms: number, timeZone: string): string =>
  formatter(timeZone, 'time').format(new Date(ms));

/** 'Tue 3 Dec, 15:00–16:00', or across midnight 'Tue 3 Dec, 23:00 – Wed 4 Dec, 00:30'. */
export function formatRange(
  start: string,
  end: string,
  timeZone: string,
  now: number = Date.now(),
): string {
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  const startDay = dayOf(startMs, timeZone, now);
  const endDay = dayOf(endMs, timeZone, now);
  return startDay === endDay
    ? `${startDay}, ${timeOf(startMs, timeZone)}–${timeOf(endMs, timeZone)}`
    : `${startDay}, ${timeOf(startMs, timeZone)} – ${endDay}, ${timeOf(endMs, timeZone)}`;
}

export interface MeetingSchedule {
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  timezone: string | null;
}

/**
 * A meeting's schedule for a viewer in `viewerZone`: their own clock first, then the meeting's
 * zone in brackets when its clock reads differently; null for an instant meeting.
 */
export function formatSchedule(
  meeting: MeetingSchedule,
  viewerZone: string,
  now: number = Date.now(),
): string | null {
  const { scheduledStartTime: start, scheduledEndTime: end } = meeting;
  if (!start || !end) return null;
  const mine = formatRange(start, end, viewerZone, now);
  const zone = meeting.timezone;
  if (!zone || zone === viewerZone) return mine;
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  const sameClock =
    timeOf(startMs, zone) === timeOf(startMs, viewerZone) &&
    dayOf(startMs, zone, now) === dayOf(startMs, viewerZone, now);
  if (sameClock) return mine;
  const theirs =
    dayOf(startMs, zone, now) === dayOf(startMs, viewerZone, now) &&
    dayOf(endMs, zone, now) === dayOf(endMs, viewerZone, now)
      ? `${timeOf(startMs, zone)}–${timeOf(endMs, zone)}`
      : formatRange(start, end, zone, now);
  return `${mine} (${theirs} ${zoneCity(zone)})`;
}

/** 'Tuesday 3 December': the heading of a day in the scheduled list. */
export const formatDayHeading = (iso: string, timeZone: string): string =>
  formatter(timeZone, 'longDay').format(new Date(iso)).replace(/,/g, '');

/** 'Tue 3 Dec' of an instant, e.g. when a room was created or someone confirmed. */
export const formatDay = (
  iso: string,
  timeZone: string,
  now: number = Date.now(),
): string => dayOf(Date.parse(iso), timeZone, now);

/** Where a scheduled meeting stands at `now`. */
export function scheduleStatus(
  meeting: MeetingSchedule,
  now: number = Date.now(),
): 'instant' | 'upcoming' | 'live' | 'ended' {
  const { scheduledStartTime: start, scheduledEndTime: end } = meeting;
  if (!start || !end) return 'instant';
  if (Date.parse(end) <= now) return 'ended';
  return Date.parse(start) <= now ? 'live' : 'upcoming';
}

const FALLBACK_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Toronto',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
];

/** Every IANA zone the browser knows, with `include` (the browser's own) always among them. */
export function timeZoneNames(include: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const known = intl.supportedValuesOf?.('timeZone') ?? FALLBACK_ZONES;
  return [...new Set([include, 'UTC', ...known])].sort((a, b) =>
    a.localeCompare(b),
  );
}
