import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from './auth-requests';

describe('auth requests', () => {
  it('register normalises email and names', () => {
    expect(
      registerRequestSchema.parse({
        email: ' Jane@Example.com',
        password: 'Passw0rd!',
        firstName: ' Jane ',
        lastName: 'Doe',
        role: 'ADMIN',
      }),
    ).toEqual({
      email: 'jane@example.com',
      password: 'Passw0rd!',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });

  it('register reports every bad field readably', () => {
    const result = registerRequestSchema.safeParse({
      email: 'nope',
      password: 'weak',
      firstName: '',
      lastName: 'x'.repeat(51),
    });
    expect(
      result.error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([
      ['email', 'please enter a valid email address'],
      ['password', 'please make sure the password meets all the criteria'],
      ['firstName', 'first name is required'],
      ['lastName', 'last name must be at most 50 characters'],
    ]);
  });

  it('login does not apply the criteria to an existing password', () => {
    expect(
      loginRequestSchema.parse({ email: 'A@B.co', password: 'old' }),
    ).toEqual({ email: 'a@b.co', password: 'old' });
    expect(
      loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }).success,
    ).toBe(false);
  });

  it('verification and reset take tokens', () => {
    expect(verifyEmailRequestSchema.parse({ token: 'abc.def' })).toEqual({
      token: 'abc.def',
    });
    expect(
      verifyEmailRequestSchema.safeParse({}).error?.issues[0]?.message,
    ).toBe('token is required');
    expect(
      resetPasswordRequestSchema.safeParse({
        token: 'abc',
        newPassword: 'weak',
      }).error?.issues[0]?.message,
    ).toBe('please make sure the password meets all the criteria');
    expect(
      resetPasswordRequestSchema.parse({
        token: 'abc',
        newPassword: 'Passw0rd!',
      }).newPassword,
    ).toBe('Passw0rd!');
  });

  it('resend and forgot take an email', () => {
    expect(resendVerificationRequestSchema.parse({ email: 'X@Y.io' })).toEqual({
      email: 'x@y.io',
    });
    expect(
      forgotPasswordRequestSchema.safeParse({ email: '' }).error?.issues[0]
        ?.message,
    ).toBe('please enter an email address');
  });
});
