import { buildMeeting, scheduledMeeting } from '../testing';
import {
  createMeetingRequestSchema,
  CUSTOM_ROOM_ID_PATTERN,
  customRoomIdSchema,
  MEETING_SCHEDULE_LIMITS,
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
  RESERVED_ROOM_IDS,
  roomEntrySchema,
  roomSchema,
  scheduleProblem,
} from './meeting';

const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('meetingSchema', () => {
  it('accepts instant and scheduled meetings', () => {
    expect(meetingListSchema.parse([buildMeeting(), scheduledMeeting])).toEqual(
      [buildMeeting(), scheduledMeeting],
    );
  });

  it('rejects bad payments and times', () => {
    expect(
      meetingSchema.safeParse(
        buildMeeting({
          payments: [{ type: 'vip' as never, amount: 5, currency: 'usd' }],
        }),
      ).success,
    ).toBe(false);
    expect(
      meetingSchema.safeParse(buildMeeting({ scheduledStartTime: 'tomorrow' }))
        .success,
    ).toBe(false);
    expect(
      meetingSchema.safeParse({ ...buildMeeting(), metadata: {} }).success,
    ).toBe(false);
  });

  it('rooms are identified by roomId', () => {
    expect(roomSchema.parse({ roomId: 'k3x9p2m7qa' })).toEqual({
      roomId: 'k3x9p2m7qa',
    });
    expect(roomSchema.safeParse({ roomId: '../etc' }).success).toBe(false);
  });
});

describe('customRoomIdSchema', () => {
  it('normalises to lower case', () => {
    expect(customRoomIdSchema.parse(' Jane-Office ')).toBe('jane-office');
  });

  it.each(['ab', 'x'.repeat(65), '-abc', 'abc-', 'a_b_c', 'a b c', 'café'])(
    'rejects %p',
    (id) => {
      expect(customRoomIdSchema.safeParse(id).success).toBe(false);
    },
  );

  it('accepts the edges of the length range', () => {
    expect(customRoomIdSchema.parse('abc')).toBe('abc');
    expect(customRoomIdSchema.parse('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('refuses words the meeting api uses as path segments', () => {
    expect(customRoomIdSchema.safeParse('list').error?.issues[0]?.message).toBe(
      'this room id is reserved; please choose another',
    );
    expect(customRoomIdSchema.safeParse('Scheduled').success).toBe(false);
  });
});

describe('createMeetingRequestSchema', () => {
  const base = { templateId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b' };

  it('an instant meeting needs only the template', () => {
    expect(createMeetingRequestSchema.parse(base)).toEqual(base);
    expect(
      createMeetingRequestSchema.parse({
        ...base,
        scheduledStartTime: '',
        scheduledEndTime: null,
        customRoomId: '',
        timezone: '',
      }),
    ).toEqual({
      ...base,
      scheduledStartTime: null,
      scheduledEndTime: null,
      customRoomId: null,
      timezone: null,
    });
  });

  it('a scheduled meeting needs both times, end after start', () => {
    const scheduled = {
      ...base,
      scheduledStartTime: '2025-04-01T16:00:00Z',
      scheduledEndTime: '2025-04-01T17:00:00Z',
      customRoomId: 'Office-Hours',
      timezone: 'America/Toronto',
    };
    expect(createMeetingRequestSchema.parse(scheduled)).toEqual({
      ...scheduled,
      customRoomId: 'office-hours',
    });
    expect(
      issues(
        createMeetingRequestSchema.safeParse({
          ...scheduled,
          scheduledEndTime: undefined,
        }),
      ),
    ).toEqual([['scheduledEndTime', 'please choose an end time']]);
    expect(
      issues(
        createMeetingRequestSchema.safeParse({
          ...scheduled,
          scheduledStartTime: undefined,
        }),
      ),
    ).toEqual([['scheduledStartTime', 'please choose a start time']]);
    expect(
      issues(
        createMeetingRequestSchema.safeParse({
          ...scheduled,
          scheduledEndTime: scheduled.scheduledStartTime,
        }),
      ),
    ).toEqual([
      ['scheduledEndTime', 'the end time must be after the start time'],
    ]);
    // Offsets are compared as instants: 17:30+02:00 is before 16:00Z.
    expect(
      issues(
        createMeetingRequestSchema.safeParse({
          ...scheduled,
          scheduledEndTime: '2025-04-01T17:30:00+02:00',
        }),
      ),
    ).toEqual([
      ['scheduledEndTime', 'the end time must be after the start time'],
    ]);
  });

  it('rejects missing templates and bad time zones', () => {
    expect(issues(createMeetingRequestSchema.safeParse({}))).toEqual([
      ['templateId', 'template id is required'],
    ]);
    expect(
      issues(
        createMeetingRequestSchema.safeParse({
          ...base,
          timezone: 'Nowhere/Land',
        }),
      ),
    ).toEqual([
      ['timezone', 'timezone must be an IANA time zone such as Europe/Berlin'],
    ]);
  });
});

describe('reserved room ids', () => {
  it('include the web app’s first path segments, so /{roomId} never hides a screen', () => {
    for (const word of [
      'dashboard',
      'login',
      'register',
      'settings',
      'share',
      'invitation',
      'meeting',
      'kick',
      'auth',
      'admin-dashboard',
      'personalization',
      'extension',
      'api',
    ]) {
      expect([word, RESERVED_ROOM_IDS.includes(word)]).toEqual([word, true]);
      expect(customRoomIdSchema.safeParse(word).success).toBe(false);
    }
    // Every reserved word is one a host could otherwise type.
    expect(
      RESERVED_ROOM_IDS.filter((w) => CUSTOM_ROOM_ID_PATTERN.test(w)),
    ).toEqual(RESERVED_ROOM_IDS);
  });
});

describe('scheduleProblem', () => {
  const now = Date.parse('2030-01-01T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const hour = 3_600_000;

  it('lets a start within the clock skew through, not before', () => {
    expect(scheduleProblem(at(-30_000), at(hour), now)).toBeNull();
    expect(
      scheduleProblem(
        at(-MEETING_SCHEDULE_LIMITS.clockSkewMs - 1),
        at(hour),
        now,
      ),
    ).toEqual({
      path: 'scheduledStartTime',
      message: 'the start time must not be in the past',
    });
  });

  it('refuses starts over two years ahead and meetings over 24 hours', () => {
    expect(
      scheduleProblem(at(731 * 24 * hour), at(732 * 24 * hour), now)?.message,
    ).toBe('meetings can be scheduled at most 2 years ahead');
    expect(scheduleProblem(at(hour), at(25 * hour + 1), now)?.message).toBe(
      'a meeting can last at most 24 hours',
    );
    expect(scheduleProblem(at(hour), at(25 * hour), now)).toBeNull();
  });
});

describe('meetingListQuerySchema', () => {
  it('reads an optional cursor and a limit from 1 to 100', () => {
    expect(meetingListQuerySchema.parse({})).toEqual({});
    expect(
      meetingListQuerySchema.parse({ cursor: 'abc_-1', limit: '20' }),
    ).toEqual({
      cursor: 'abc_-1',
      limit: 20,
    });
    expect(meetingListQuerySchema.parse({ cursor: '', limit: '' })).toEqual({});
    for (const limit of ['0', '101', 'x', '1.5', '-1']) {
      expect(meetingListQuerySchema.safeParse({ limit }).success).toBe(false);
    }
    expect(meetingListQuerySchema.safeParse({ cursor: 'a b' }).success).toBe(
      false,
    );
  });
});

describe('roomEntrySchema', () => {
  it('accepts a room entry and has no place for private fields', () => {
    const entry = {
      roomId: 'abc-defg-hij',
      name: 'office hours',
      host: {
        displayName: 'jane doe',
        avatarUrl: null,
        avatarBackgroundColor: null,
        avatarTextColor: null,
      },
      background: {
        mediaType: 'image',
        fileUrl: '/api/v1/files/x.png',
        youtubeVideoId: null,
      },
      embeddedLinks: [{ title: 'agenda', url: 'https://example.com/agenda' }],
      passwordRequired: true,
      payments: [{ type: 'participant', amount: 5, currency: 'usd' }],
      limits: { participants: 15, audience: 0 },
      scheduledStartTime: null,
      scheduledEndTime: null,
      timezone: null,
    };
    expect(roomEntrySchema.parse(entry)).toEqual(entry);
    const withSecrets = roomEntrySchema.parse({
      ...entry,
      host: { ...entry.host, email: 'jane@example.com' },
      meetingPassword: 'secret',
    });
    expect(JSON.stringify(withSecrets)).not.toMatch(/jane@example.com|secret/);
  });
});
