import {
  formatSchedule,
  offsetLabel,
  scheduleStatus,
  zonedTimeToIso,
} from './meeting-time';

const now = Date.parse('2025-11-01T12:00:00Z');
const meeting = (timezone: string | null, start: string, end: string) => ({
  scheduledStartTime: start,
  scheduledEndTime: end,
  timezone,
});

describe('formatSchedule', () => {
  it('shows the viewer’s clock, then the meeting’s zone when its clock differs', () => {
    const newYork = meeting(
      'America/New_York',
      '2025-12-03T14:00:00Z',
      '2025-12-03T15:00:00Z',
    );
    expect(formatSchedule(newYork, 'Europe/Paris', now)).toBe(
      'Wed 3 Dec, 15:00–16:00 (09:00–10:00 New York)',
    );
    expect(formatSchedule(newYork, 'America/New_York', now)).toBe(
      'Wed 3 Dec, 09:00–10:00',
    );
  });

  it('says nothing more when the other zone’s clock reads the same', () => {
    const berlin = meeting(
      'Europe/Berlin',
      '2025-12-03T14:00:00Z',
      '2025-12-03T15:00:00Z',
    );
    expect(formatSchedule(berlin, 'Europe/Paris', now)).toBe(
      'Wed 3 Dec, 15:00–16:00',
    );
  });

  it('names both days when the zones are on different dates, and the year when not this one', () => {
    const tokyo = meeting(
      'Asia/Tokyo',
      '2025-12-03T22:30:00Z',
      '2025-12-03T23:30:00Z',
    );
    expect(formatSchedule(tokyo, 'Europe/Paris', now)).toBe(
      'Wed 3 Dec, 23:30 – Thu 4 Dec, 00:30 (Thu 4 Dec, 07:30–08:30 Tokyo)',
    );
    const nextYear = meeting(
      null,
      '2026-12-03T14:00:00Z',
      '2026-12-03T15:00:00Z',
    );
    expect(formatSchedule(nextYear, 'Europe/Paris', now)).toBe(
      'Thu 3 Dec 2026, 15:00–16:00',
    );
  });

  it('is null for an instant room', () => {
    expect(
      formatSchedule(
        { scheduledStartTime: null, scheduledEndTime: null, timezone: null },
        'UTC',
        now,
      ),
    ).toBeNull();
  });
});

describe('zonedTimeToIso', () => {
  it('reads a date and time on the chosen zone’s clock', () => {
    expect(zonedTimeToIso('2025-12-03', '09:00', 'America/New_York')).toBe(
      '2025-12-03T14:00:00.000Z',
    );
    expect(zonedTimeToIso('2025-07-01', '12:00', 'Asia/Kolkata')).toBe(
      '2025-07-01T06:30:00.000Z',
    );
  });

  it('across a clock change: after a skipped hour, the first of a repeated one', () => {
    expect(zonedTimeToIso('2025-03-09', '02:30', 'America/New_York')).toBe(
      '2025-03-09T07:30:00.000Z',
    );
    expect(zonedTimeToIso('2025-11-02', '01:30', 'America/New_York')).toBe(
      '2025-11-02T05:30:00.000Z',
    );
  });

  it('gives nothing for an empty or malformed field', () => {
    expect(zonedTimeToIso('', '09:00', 'UTC')).toBeNull();
    expect(zonedTimeToIso('2025-12-03', '9', 'UTC')).toBeNull();
  });
});

it('labels offsets and tells upcoming, live and ended meetings apart', () => {
  expect(offsetLabel(now, 'Asia/Kolkata')).toBe('GMT+5:30');
  expect(offsetLabel(now, 'UTC')).toBe('GMT');
  const hour = meeting(null, '2025-11-01T11:30:00Z', '2025-11-01T12:30:00Z');
  expect(scheduleStatus(hour, now)).toBe('live');
  expect(scheduleStatus(hour, Date.parse('2025-11-01T11:00:00Z'))).toBe(
    'upcoming',
  );
  expect(scheduleStatus(hour, Date.parse('2025-11-01T12:30:00Z'))).toBe(
    'ended',
  );
});
