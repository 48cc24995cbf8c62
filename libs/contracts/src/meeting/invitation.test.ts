import {
  confirmInvitationRequestSchema,
  inviteRequestSchema,
  MAX_INVITATIONS_PER_REQUEST,
} from './invitation';

describe('inviteRequestSchema', () => {
  it('trims, lower-cases and deduplicates the addresses', () => {
    expect(
      inviteRequestSchema.parse({
        emails: [' Ann@Example.com', 'ann@example.com', 'bob@example.com'],
      }),
    ).toEqual({ emails: ['ann@example.com', 'bob@example.com'] });
  });

  it(`refuses an empty list, a bad address and more than ${MAX_INVITATIONS_PER_REQUEST}`, () => {
    const messageOf = (emails: unknown) =>
      inviteRequestSchema.safeParse({ emails }).error?.issues[0]?.message;
    expect(messageOf([])).toBe('please enter at least one email address');
    expect(messageOf(['nope'])).toBeDefined();
    expect(messageOf('ann@example.com')).toBe(
      'emails must be a list of email addresses',
    );
    expect(
      messageOf(
        Array.from(
          { length: MAX_INVITATIONS_PER_REQUEST + 1 },
          (_, i) => `p${i}@example.com`,
        ),
      ),
    ).toBe(`at most ${MAX_INVITATIONS_PER_REQUEST} email addresses at a time`);
  });
});

describe('confirmInvitationRequestSchema', () => {
  it('takes the token of the mailed link', () => {
    expect(
      confirmInvitationRequestSchema.parse({ token: 'abc_DEF-1' }),
    ).toEqual({
      token: 'abc_DEF-1',
    });
    expect(
      confirmInvitationRequestSchema.safeParse({ token: 'a b' }).success,
    ).toBe(false);
    expect(confirmInvitationRequestSchema.safeParse({}).success).toBe(false);
  });
});
