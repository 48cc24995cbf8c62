import { donationRecording, freeRecording, paidRecording } from '../testing';
import {
  recordingListSchema,
  recordingSchema,
  monetizationSettingInputSchema,
  presignedUrlRequestSchema,
  presignedUrlResponseSchema,
  recordingUpdateRequestSchema,
  recordingUploadError,
  recordingUploadFieldsSchema,
  toMonetizationSetting,
} from './recording';

const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('recordingSchema', () => {
  it('accepts free, paid and donation recordings', () => {
    const list = [freeRecording, paidRecording, donationRecording];
    expect(recordingListSchema.parse(list)).toEqual(list);
  });

  it('rejects bad dates and currencies', () => {
    expect(
      recordingSchema.safeParse({
        ...freeRecording,
        createdAt: '14/03/2025',
      }).success,
    ).toBe(false);
    expect(
      recordingSchema.safeParse({
        ...paidRecording,
        monetizationSetting: {
          ...paidRecording.monetizationSetting,
          monetizeCurrency: 'eur',
        },
      }).success,
    ).toBe(false);
  });
});

describe('monetization setting input', () => {
  it('sends amounts only when set; text amounts are read', () => {
    expect(monetizationSettingInputSchema.parse({})).toEqual({});
    expect(
      monetizationSettingInputSchema.parse({
        monetizeAmount: '4.99',
        monetizeCurrency: 'usd',
      }),
    ).toEqual({
      monetizeAmount: 4.99,
      monetizeCurrency: 'usd',
    });
  });

  it('an amount needs a currency, and must be a valid amount', () => {
    expect(
      issues(
        monetizationSettingInputSchema.safeParse({
          monetizeAmount: 5,
          donationAmount: 2,
        }),
      ),
    ).toEqual([
      ['monetizeCurrency', 'please choose a currency for this amount'],
      ['donationCurrency', 'please choose a currency for this amount'],
    ]);
    expect(
      issues(
        monetizationSettingInputSchema.safeParse({
          donationAmount: '2,50',
          donationCurrency: 'cad',
        }),
      ),
    ).toEqual([
      [
        'donationAmount',
        'please enter an amount using digits and a dot, e.g. 4.99',
      ],
    ]);
  });

  it('toMonetizationSetting fills nulls and drops orphan currencies', () => {
    expect(toMonetizationSetting(undefined)).toEqual({
      monetizeAmount: null,
      monetizeCurrency: null,
      donationAmount: null,
      donationCurrency: null,
    });
    expect(
      toMonetizationSetting({
        monetizeCurrency: 'usd',
        donationAmount: 3,
        donationCurrency: 'cad',
      }),
    ).toEqual({
      monetizeAmount: null,
      monetizeCurrency: null,
      donationAmount: 3,
      donationCurrency: 'cad',
    });
  });

  it('update body wraps the setting', () => {
    expect(
      recordingUpdateRequestSchema.parse({
        monetizationSetting: { monetizeAmount: 1, monetizeCurrency: 'cad' },
      }),
    ).toEqual({
      monetizationSetting: { monetizeAmount: 1, monetizeCurrency: 'cad' },
    });
    expect(recordingUpdateRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('recording upload (SPEC §5)', () => {
  const video = { type: 'video/mp4' };

  it('alerts in SPEC order', () => {
    expect(recordingUploadError('  ', video)).toBe(
      'Please enter a name for your recording',
    );
    expect(recordingUploadError('', null)).toBe(
      'Please enter a name for your recording',
    );
    expect(recordingUploadError('talk', null)).toBe(
      'Please select a video file',
    );
    expect(recordingUploadError('talk', { type: 'image/png' })).toBe(
      'Please select a video file',
    );
    expect(recordingUploadError('talk', video)).toBeNull();
    expect(recordingUploadError('talk', { type: 'VIDEO/WEBM' })).toBeNull();
  });

  it('multipart fields: trimmed name and JSON monetization', () => {
    expect(
      recordingUploadFieldsSchema.parse({
        name: ' talk ',
        monetizationSetting:
          '{"monetizeAmount":"9.99","monetizeCurrency":"usd"}',
      }),
    ).toEqual({
      name: 'talk',
      monetizationSetting: { monetizeAmount: 9.99, monetizeCurrency: 'usd' },
    });
    expect(recordingUploadFieldsSchema.parse({ name: 'talk' })).toEqual({
      name: 'talk',
    });
    expect(
      issues(recordingUploadFieldsSchema.safeParse({ name: '   ' })),
    ).toEqual([['name', 'Please enter a name for your recording']]);
    expect(issues(recordingUploadFieldsSchema.safeParse({}))).toEqual([
      ['name', 'Please enter a name for your recording'],
    ]);
  });
});

describe('presigned url', () => {
  it('takes a stored url and answers a navigable one', () => {
    expect(
      presignedUrlRequestSchema.parse({ url: 'recordings/a.mp4' }),
    ).toEqual({ url: 'recordings/a.mp4' });
    expect(
      presignedUrlRequestSchema.safeParse({ url: '' }).error?.issues[0]
        ?.message,
    ).toBe('url is required');
    expect(
      presignedUrlResponseSchema.parse({
        url: 'https://bucket.example.com/a.mp4?X-Amz-Signature=1',
      }),
    ).toBeTruthy();
    expect(
      presignedUrlResponseSchema.safeParse({ url: 'javascript:alert(1)' })
        .success,
    ).toBe(false);
  });
});
