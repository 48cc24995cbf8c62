import { accessDenied, accessGranted, monetizationChecks } from '../testing';
import {
  accessResultSchema,
  checkAccessRequestSchema,
  checkMonetizedRequestSchema,
  monetizationCheckSchema,
  recordingCheckoutSessionRequestSchema,
  shareAccessFormSchema,
  shareSchema,
} from './share';

describe('share checks', () => {
  it('check-monetized answers both flags', () => {
    for (const check of Object.values(monetizationChecks))
      expect(monetizationCheckSchema.parse(check)).toEqual(check);
    // A missing flag is the "recording not found" case (SPEC §2): the parse must fail.
    expect(
      monetizationCheckSchema.safeParse({ isMonetizeAmountSet: true }).success,
    ).toBe(false);
    expect(
      shareSchema.parse({ shareId: 's1', ...monetizationChecks.free }),
    ).toEqual({ shareId: 's1', ...monetizationChecks.free });
  });

  it('requests carry a share id and, for access, a normalised email', () => {
    expect(checkMonetizedRequestSchema.parse({ shareId: 'shr_1' })).toEqual({
      shareId: 'shr_1',
    });
    expect(
      checkMonetizedRequestSchema.safeParse({ shareId: 'a/b' }).error?.issues[0]
        ?.message,
    ).toBe('share id may contain only letters, digits, - and _');
    expect(
      checkAccessRequestSchema.parse({
        shareId: 'shr_1',
        email: ' Buyer@Example.com',
      }),
    ).toEqual({
      shareId: 'shr_1',
      email: 'buyer@example.com',
    });
    expect(
      shareAccessFormSchema.safeParse({ email: '' }).error?.issues[0]?.message,
    ).toBe('please enter an email address');
  });

  it('access results', () => {
    expect(accessResultSchema.parse(accessGranted)).toEqual(accessGranted);
    expect(accessResultSchema.parse(accessDenied)).toEqual(accessDenied);
    expect(
      accessResultSchema.safeParse({ accessGranted: 'true', token: null })
        .success,
    ).toBe(false);
  });
});

describe('recordingCheckoutSessionRequestSchema', () => {
  const base = {
    shareId: 'shr_1',
    shareUrl: 'https://ruume.example/share/r/shr_1',
    successUrlRoute: 'share/r/shr_1/download',
    cancelUrlRoute: 'share/r/shr_1',
  };

  it('a purchase needs the buyer email', () => {
    expect(
      recordingCheckoutSessionRequestSchema.parse({
        ...base,
        paymentType: 'Recording',
        email: 'A@B.co',
      }),
    ).toEqual({
      ...base,
      paymentType: 'Recording',
      email: 'a@b.co',
    });
    const missing = recordingCheckoutSessionRequestSchema.safeParse({
      ...base,
      paymentType: 'Recording',
    });
    expect(
      missing.error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['email', 'please enter an email address']]);
  });

  it('a donation does not', () => {
    expect(
      recordingCheckoutSessionRequestSchema.parse({
        ...base,
        paymentType: 'Donation',
      }),
    ).toEqual({ ...base, paymentType: 'Donation' });
  });

  it('rejects other payment types, foreign routes and non-http share urls', () => {
    expect(
      recordingCheckoutSessionRequestSchema.safeParse({
        ...base,
        paymentType: 'Tip',
      }).error?.issues[0]?.message,
    ).toBe('payment type must be Recording or Donation');
    expect(
      recordingCheckoutSessionRequestSchema.safeParse({
        ...base,
        paymentType: 'Donation',
        successUrlRoute: 'https://evil.example',
      }).success,
    ).toBe(false);
    expect(
      recordingCheckoutSessionRequestSchema.safeParse({
        ...base,
        paymentType: 'Donation',
        shareUrl: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
  });
});
