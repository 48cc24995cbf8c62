import { buildMeeting, scheduledMeeting } from '../testing';
import {
  createMeetingRequestSchema,
  customRoomIdSchema,
  meetingListSchema,
  meetingSchema,
  roomSchema,
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
