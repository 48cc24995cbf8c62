import { profileUpdateSchema } from './profile';

describe('profileUpdateSchema', () => {
  it('accepts a partial update and trims text', () => {
    expect(profileUpdateSchema.parse({ firstName: ' Jane ' })).toEqual({
      firstName: 'Jane',
    });
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('reads multipart text: booleans as text, empty optional fields as cleared', () => {
    expect(
      profileUpdateSchema.parse({
        displayFirstNameOnly: 'true',
        pronouns: '',
        website: '',
        workspaceRole: '  ',
        avatarBackgroundColor: '',
      }),
    ).toEqual({
      displayFirstNameOnly: true,
      pronouns: null,
      website: null,
      workspaceRole: null,
      avatarBackgroundColor: null,
    });
  });

  it('strips fields a user may not set', () => {
    expect(
      profileUpdateSchema.parse({
        role: 'ADMIN',
        email: 'x@y.z',
        lastName: 'Doe',
      }),
    ).toEqual({ lastName: 'Doe' });
  });

  it('rejects bad values with readable messages', () => {
    const result = profileUpdateSchema.safeParse({
      firstName: '',
      website: 'javascript:alert(1)',
      avatarTextColor: 'white',
      displayFirstNameOnly: 'maybe',
      workspaceName: 'x'.repeat(101),
    });
    expect(
      result.error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['firstName', 'first name is required'],
      ['workspaceName', 'workspace name must be at most 100 characters'],
      ['displayFirstNameOnly', 'display first name only must be true or false'],
      ['website', 'website must be a valid http or https address'],
      [
        'avatarTextColor',
        'avatar text colour must be a hex colour such as #B74366',
      ],
    ]);
  });
});
