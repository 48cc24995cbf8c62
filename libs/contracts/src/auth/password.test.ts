import {
  existingPasswordSchema,
  meetsPasswordCriteria,
  passwordCriteria,
  passwordSchema,
} from './password';

const criteriaMessage = 'please make sure the password meets all the criteria';

describe('passwordCriteria', () => {
  const results = (password: string) =>
    Object.fromEntries(
      passwordCriteria.map((criterion) => [
        criterion.id,
        criterion.test(password),
      ]),
    );

  it('lists the five SPEC criteria with labels for a checklist', () => {
    expect(passwordCriteria.map((c) => c.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'symbol',
    ]);
    expect(passwordCriteria.map((c) => c.label)).toEqual([
      'at least 8 characters',
      'one uppercase letter',
      'one lowercase letter',
      'one number',
      'one symbol',
    ]);
  });

  it('checks each criterion on its own', () => {
    expect(results('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      number: false,
      symbol: false,
    });
    expect(results('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      number: false,
      symbol: false,
    });
    expect(results('ABC1!')).toEqual({
      length: false,
      uppercase: true,
      lowercase: false,
      number: true,
      symbol: true,
    });
    expect(results('Passw0rd!')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      symbol: true,
    });
  });

  it('length is exactly 8 at the edge and counts characters, not UTF-16 units', () => {
    expect(meetsPasswordCriteria('Aa1!aaaa')).toBe(true);
    expect(meetsPasswordCriteria('Aa1!aaa')).toBe(false);
    expect(passwordCriteria[0].test('Aa1!😀😀')).toBe(false); // 6 characters, 8 code units
  });

  it('spaces are not symbols; punctuation and symbols are', () => {
    expect(meetsPasswordCriteria('Passw0rd  ')).toBe(false);
    for (const symbol of ['!', '_', '-', '€', '+', '@', '#'])
      expect(meetsPasswordCriteria(`Passw0rd${symbol}`)).toBe(true);
  });

  it('understands non-latin letters', () => {
    expect(meetsPasswordCriteria('Ärger123!')).toBe(true);
  });
});

describe('passwordSchema', () => {
  it('accepts a strong password untouched (no trimming)', () => {
    expect(passwordSchema.parse(' Passw0rd! ')).toBe(' Passw0rd! ');
  });

  it.each([
    ['Sh0rt!a', 'too short'],
    ['password1!', 'no uppercase'],
    ['PASSWORD1!', 'no lowercase'],
    ['Password!!', 'no number'],
    ['Password12', 'no symbol'],
  ])('rejects %s (%s) with the SPEC message', (password) => {
    expect(passwordSchema.safeParse(password).error?.issues[0]?.message).toBe(
      criteriaMessage,
    );
  });

  it('bounds length and names a missing password', () => {
    expect(
      passwordSchema.safeParse(`Aa1!${'a'.repeat(125)}`).error?.issues[0]
        ?.message,
    ).toBe('password must be at most 128 characters');
    expect(passwordSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'please enter a password',
    );
  });

  it('existingPasswordSchema only needs something', () => {
    expect(existingPasswordSchema.parse('old')).toBe('old');
    expect(existingPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(
      'please enter a password',
    );
  });
});
