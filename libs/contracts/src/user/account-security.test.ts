import {
  emailChangeError,
  emailChangeFormSchema,
  emailUpdateRequestSchema,
  passwordChangeFormSchema,
  passwordChangeRequestSchema,
  passwordCreateFormSchema,
  passwordCreateRequestSchema,
} from './account-security';

const account = 'jane@example.com';
const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('request bodies', () => {
  it('email update lower-cases the new email', () => {
    expect(
      emailUpdateRequestSchema.parse({ newEmail: ' New@Example.com ' }),
    ).toEqual({ newEmail: 'new@example.com' });
    expect(emailUpdateRequestSchema.safeParse({ newEmail: 'x' }).success).toBe(
      false,
    );
  });

  it('password change applies the criteria to the new password only', () => {
    expect(
      passwordChangeRequestSchema.parse({
        currentPassword: 'old',
        newPassword: 'Passw0rd!',
      }),
    ).toEqual({
      currentPassword: 'old',
      newPassword: 'Passw0rd!',
    });
    expect(
      issues(
        passwordChangeRequestSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'weak',
        }),
      ),
    ).toEqual([
      ['newPassword', 'please make sure the password meets all the criteria'],
    ]);
  });

  it('password creation for social users', () => {
    expect(
      passwordCreateRequestSchema.parse({ password: 'Passw0rd!' }),
    ).toEqual({ password: 'Passw0rd!' });
    expect(
      passwordCreateRequestSchema.safeParse({ password: 'weak' }).success,
    ).toBe(false);
  });
});

describe('email change checks (SPEC §5)', () => {
  const values = {
    currentEmail: account,
    newEmail: 'new@example.com',
    confirmNewEmail: 'new@example.com',
  };

  it('passes valid input, ignoring case and spaces', () => {
    expect(emailChangeError(account, values)).toBeNull();
    expect(
      emailChangeError(account, {
        ...values,
        currentEmail: ' JANE@example.com ',
        confirmNewEmail: 'NEW@example.com',
      }),
    ).toBeNull();
  });

  it('reports the first failing check in SPEC order', () => {
    expect(
      emailChangeError(account, {
        ...values,
        currentEmail: 'other@example.com',
      }),
    ).toBe('current email is incorrect');
    expect(
      emailChangeError(account, {
        ...values,
        confirmNewEmail: 'typo@example.com',
      }),
    ).toBe('new emails do not match');
    expect(
      emailChangeError(account, {
        currentEmail: account,
        newEmail: account,
        confirmNewEmail: account,
      }),
    ).toBe('new email is the same as current email');
    expect(
      emailChangeError(account, {
        currentEmail: 'x@y.z',
        newEmail: 'a@b.c',
        confirmNewEmail: 'd@e.f',
      }),
    ).toBe('current email is incorrect');
  });

  it('the form schema puts each message on its field', () => {
    const schema = emailChangeFormSchema(account);
    expect(schema.parse(values)).toEqual(values);
    expect(
      issues(schema.safeParse({ ...values, currentEmail: 'x@y.z' })),
    ).toEqual([['currentEmail', 'current email is incorrect']]);
    expect(
      issues(
        schema.safeParse({ ...values, confirmNewEmail: 'typo@example.com' }),
      ),
    ).toEqual([['confirmNewEmail', 'new emails do not match']]);
    expect(
      issues(
        schema.safeParse({
          currentEmail: account,
          newEmail: 'JANE@example.com',
          confirmNewEmail: account,
        }),
      ),
    ).toEqual([['newEmail', 'new email is the same as current email']]);
    expect(
      issues(
        schema.safeParse({
          ...values,
          newEmail: 'nope',
          confirmNewEmail: 'nope',
        }),
      ),
    ).toEqual([['newEmail', 'please enter a valid email address']]);
  });
});

describe('password forms (SPEC §5)', () => {
  it('password change with a current password', () => {
    const schema = passwordChangeFormSchema(true);
    const good = {
      currentPassword: 'old',
      newPassword: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    };
    expect(schema.parse(good)).toEqual(good);
    expect(
      issues(schema.safeParse({ ...good, confirmPassword: 'Passw0rd?' })),
    ).toEqual([['confirmPassword', 'new passwords do not match']]);
    expect(
      issues(
        schema.safeParse({
          ...good,
          newPassword: 'weak',
          confirmPassword: 'weak',
        }),
      ),
    ).toEqual([
      ['newPassword', 'please make sure the password meets all the criteria'],
    ]);
    expect(issues(schema.safeParse({ ...good, currentPassword: '' }))).toEqual([
      ['currentPassword', 'please enter a password'],
    ]);
  });

  it('password change without a current password field', () => {
    const schema = passwordChangeFormSchema(false);
    expect(
      schema.safeParse({
        newPassword: 'Passw0rd!',
        confirmPassword: 'Passw0rd!',
      }).success,
    ).toBe(true);
  });

  it('password creation checks the account email and the confirmation', () => {
    const schema = passwordCreateFormSchema(account);
    const good = {
      currentEmail: 'Jane@Example.com',
      newPassword: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
    };
    expect(schema.safeParse(good).success).toBe(true);
    expect(
      issues(
        schema.safeParse({
          ...good,
          currentEmail: 'x@y.z',
          confirmPassword: 'nope',
        }),
      ),
    ).toEqual([
      ['currentEmail', 'current email is incorrect'],
      ['confirmPassword', 'new passwords do not match'],
    ]);
  });
});
