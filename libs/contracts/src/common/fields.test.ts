import { z } from 'zod';
import {
  booleanField,
  emailSchema,
  hexColorSchema,
  httpUrlSchema,
  idSchema,
  isValidTimeZone,
  isoDateTimeSchema,
  jsonField,
  navigableUrlSchema,
  optionalText,
  relativeRouteSchema,
  requiredText,
  timeZoneSchema,
  tokenSchema,
  urlResponseSchema,
} from './fields';

const firstMessage = (result: { error?: z.ZodError }) =>
  result.error?.issues[0]?.message;

describe('emailSchema', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe(
      'jane.doe@example.com',
    );
    expect(emailSchema.parse('a+tag@sub.example.ca')).toBe(
      'a+tag@sub.example.ca',
    );
  });

  it('rejects missing, empty, malformed and overlong addresses readably', () => {
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe(
      'please enter an email address',
    );
    expect(firstMessage(emailSchema.safeParse('   '))).toBe(
      'please enter an email address',
    );
    expect(firstMessage(emailSchema.safeParse('jane@'))).toBe(
      'please enter a valid email address',
    );
    expect(firstMessage(emailSchema.safeParse('jane example.com'))).toBe(
      'please enter a valid email address',
    );
    expect(firstMessage(emailSchema.safeParse(42))).toBe(
      'please enter a valid email address',
    );
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@x.io`).success).toBe(
      false,
    );
  });
});

describe('text fields', () => {
  it('requiredText trims and bounds', () => {
    const name = requiredText('name', 5);
    expect(name.parse('  ab ')).toBe('ab');
    expect(firstMessage(name.safeParse(undefined))).toBe('name is required');
    expect(firstMessage(name.safeParse('   '))).toBe('name is required');
    expect(firstMessage(name.safeParse(3))).toBe('name must be text');
    expect(firstMessage(name.safeParse('abcdef'))).toBe(
      'name must be at most 5 characters',
    );
  });

  it('optionalText turns empty text into null', () => {
    const pronouns = optionalText('pronouns', 10);
    expect(pronouns.parse(' they ')).toBe('they');
    expect(pronouns.parse('  ')).toBeNull();
    expect(pronouns.parse(null)).toBeNull();
    expect(firstMessage(pronouns.safeParse('x'.repeat(11)))).toBe(
      'pronouns must be at most 10 characters',
    );
  });

  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f'])(
    'text fields refuse the control character %j, naming the field',
    (control) => {
      expect(
        firstMessage(requiredText('first name', 50).safeParse(`a${control}b`)),
      ).toBe('first name must not contain control characters');
      expect(
        firstMessage(optionalText('bio', 50).safeParse(`a${control}b`)),
      ).toBe('bio must not contain control characters');
    },
  );

  it('keeps tabs and line breaks, which people do type', () => {
    expect(optionalText('bio', 50).parse('one\ttwo\r\nthree')).toBe(
      'one\ttwo\r\nthree',
    );
  });
});

describe('identifiers and tokens', () => {
  it('accepts uuids and provider ids, refuses path-breaking characters', () => {
    expect(
      idSchema().parse('5f0c9a52-6a4e-4d2b-9a61-1c2f3e4d5a6b'),
    ).toBeTruthy();
    expect(idSchema().parse('price_1AbC')).toBe('price_1AbC');
    expect(firstMessage(idSchema('room id').safeParse('a/b'))).toBe(
      'room id may contain only letters, digits, - and _',
    );
    expect(firstMessage(idSchema('room id').safeParse(''))).toBe(
      'room id is required',
    );
    expect(idSchema().safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('tokens allow JWT-like dots but not slashes', () => {
    expect(tokenSchema().parse('aaa.bbb.ccc')).toBe('aaa.bbb.ccc');
    expect(firstMessage(tokenSchema().safeParse('a/b'))).toBe(
      'token is malformed',
    );
  });
});

describe('URLs and routes', () => {
  it('httpUrlSchema takes http(s) only', () => {
    expect(httpUrlSchema().parse(' https://example.com/a ')).toBe(
      'https://example.com/a',
    );
    expect(httpUrlSchema().parse('http://localhost:3000/x')).toBe(
      'http://localhost:3000/x',
    );
    expect(
      firstMessage(httpUrlSchema('website').safeParse('javascript:alert(1)')),
    ).toBe('website must be a valid http or https address');
    expect(httpUrlSchema().safeParse('example.com').success).toBe(false);
  });

  it('navigableUrlSchema takes http(s) URLs and same-host paths', () => {
    expect(
      navigableUrlSchema.parse('https://checkout.example.com/c/pay/cs_1'),
    ).toBeTruthy();
    expect(
      navigableUrlSchema.parse('/api/v1/sandbox/checkout/cs_1'),
    ).toBeTruthy();
    expect(navigableUrlSchema.safeParse('//evil.example').success).toBe(false);
    expect(navigableUrlSchema.safeParse('javascript:alert(1)').success).toBe(
      false,
    );
    expect(navigableUrlSchema.safeParse('').success).toBe(false);
    expect(urlResponseSchema.parse({ url: '/x', extra: 1 })).toEqual({
      url: '/x',
    });
  });

  it('relativeRouteSchema refuses anything that leaves the app', () => {
    const route = relativeRouteSchema('success route');
    expect(route.parse('share/r/abc/download')).toBe('share/r/abc/download');
    expect(route.parse('/settings/subscription?done=1')).toBe(
      '/settings/subscription?done=1',
    );
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '\\\\evil',
      'a b',
    ]) {
      expect(firstMessage(route.safeParse(bad))).toBe(
        'success route must be a path inside the app',
      );
    }
  });
});

describe('dates and time zones', () => {
  it('isoDateTimeSchema wants an ISO date-time with zone', () => {
    expect(isoDateTimeSchema.parse('2025-01-31T09:30:00Z')).toBeTruthy();
    expect(
      isoDateTimeSchema.parse('2025-01-31T09:30:00.123+05:30'),
    ).toBeTruthy();
    expect(isoDateTimeSchema.safeParse('2025-01-31').success).toBe(false);
    expect(firstMessage(isoDateTimeSchema.safeParse('yesterday'))).toBe(
      'must be an ISO 8601 date-time, e.g. 2025-01-31T09:30:00Z',
    );
  });

  it('knows IANA time zones', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('America/Toronto')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneSchema.parse(' America/Toronto ')).toBe('America/Toronto');
    expect(firstMessage(timeZoneSchema.safeParse('Mars/Olympus'))).toBe(
      'timezone must be an IANA time zone such as Europe/Berlin',
    );
  });
});

describe('form and multipart helpers', () => {
  it('hexColorSchema', () => {
    expect(hexColorSchema().parse('#B74366')).toBe('#B74366');
    expect(hexColorSchema().parse('#fff')).toBe('#fff');
    expect(hexColorSchema().safeParse('B74366').success).toBe(false);
    expect(hexColorSchema().safeParse('#12345').success).toBe(false);
    expect(firstMessage(hexColorSchema('avatar colour').safeParse('red'))).toBe(
      'avatar colour must be a hex colour such as #B74366',
    );
  });

  it('booleanField reads booleans and their text', () => {
    const flag = booleanField('flag');
    expect(flag.parse(true)).toBe(true);
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('false')).toBe(false);
    expect(firstMessage(flag.safeParse('yes'))).toBe(
      'flag must be true or false',
    );
  });

  it('jsonField reads JSON text or the value itself', () => {
    const links = jsonField('links', z.array(z.string()));
    expect(links.parse('["a","b"]')).toEqual(['a', 'b']);
    expect(links.parse(['a'])).toEqual(['a']);
    expect(firstMessage(links.safeParse('[oops'))).toBe(
      'links must be valid JSON',
    );
    expect(links.safeParse('{"a":1}').success).toBe(false);
  });
});
