import { buildTemplate, templateCategories } from '../testing';
import {
  embeddedLinksSchema,
  meetingPasswordSchema,
  shareMeetingUrlRequestSchema,
  templateCategoryListSchema,
  templateFieldsSchema,
  templateListSchema,
  templateMediaError,
  templateSchema,
  youtubeLinkSchema,
} from './template';

const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('templateSchema', () => {
  it('accepts templates and categories', () => {
    const video = buildTemplate({
      mediaType: 'video',
      fileUrl: null,
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(templateListSchema.parse([buildTemplate(), video])).toHaveLength(2);
    expect(templateCategoryListSchema.parse(templateCategories)).toEqual(
      templateCategories,
    );
  });

  it('rejects unknown media types', () => {
    expect(
      templateSchema.safeParse(buildTemplate({ mediaType: 'audio' as never }))
        .error?.issues[0]?.message,
    ).toBe('media type must be video or image');
  });
});

describe('template parts', () => {
  it('embedded links: titled http(s) links, at most 5', () => {
    const link = { title: 'agenda', url: 'https://docs.example.com' };
    expect(embeddedLinksSchema.parse([link])).toEqual([link]);
    expect(
      embeddedLinksSchema.safeParse(Array(6).fill(link)).error?.issues[0]
        ?.message,
    ).toBe('at most 5 embedded links');
    expect(
      embeddedLinksSchema.safeParse([{ title: '', url: 'ftp://x' }]).success,
    ).toBe(false);
  });

  it('meeting password: a value while enabled', () => {
    expect(
      meetingPasswordSchema.parse({ enabled: false, value: null }),
    ).toEqual({ enabled: false, value: null });
    expect(
      meetingPasswordSchema.parse({ enabled: true, value: 'secret' }),
    ).toEqual({ enabled: true, value: 'secret' });
    expect(
      issues(meetingPasswordSchema.safeParse({ enabled: true, value: '' })),
    ).toEqual([['value', 'please enter a meeting password or turn it off']]);
  });

  it('YouTube links only', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=x',
    ]) {
      expect(youtubeLinkSchema.parse(link)).toBe(link);
    }
    expect(
      youtubeLinkSchema.safeParse('https://vimeo.com/1').error?.issues[0]
        ?.message,
    ).toBe('please enter a YouTube link');
    expect(
      youtubeLinkSchema.safeParse('https://youtube.com.evil.example/watch')
        .success,
    ).toBe(false);
  });
});

describe('templateFieldsSchema (multipart)', () => {
  const fields = {
    templateType: 'meeting',
    name: ' Team standup ',
    description: '',
    mediaType: 'video',
    youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    embeddedLinks: '[{"title":"agenda","url":"https://docs.example.com"}]',
    monetizationDetail:
      '{"participantFee":"5","audienceFee":null,"currency":"usd"}',
    meetingPassword: 'null',
  };

  it('parses JSON fields and trims text', () => {
    expect(templateFieldsSchema.parse(fields)).toEqual({
      templateType: 'meeting',
      name: 'Team standup',
      description: null,
      mediaType: 'video',
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
      embeddedLinks: [{ title: 'agenda', url: 'https://docs.example.com' }],
      monetizationDetail: {
        participantFee: 5,
        audienceFee: null,
        currency: 'usd',
      },
      meetingPassword: null,
    });
  });

  it('treats an empty YouTube field as absent', () => {
    expect(
      templateFieldsSchema.parse({
        ...fields,
        mediaType: 'image',
        youtubeLink: '',
      }).youtubeLink,
    ).toBeUndefined();
  });

  it('rejects a YouTube link on an image template and broken JSON', () => {
    expect(
      issues(templateFieldsSchema.safeParse({ ...fields, mediaType: 'image' })),
    ).toEqual([['youtubeLink', 'a YouTube link needs media type video']]);
    expect(
      issues(
        templateFieldsSchema.safeParse({ ...fields, embeddedLinks: '[{' }),
      ),
    ).toEqual([['embeddedLinks', 'embedded links must be valid JSON']]);
    expect(
      issues(templateFieldsSchema.safeParse({ ...fields, name: '' })),
    ).toEqual([['name', 'name is required']]);
  });

  it('creating needs a file or a YouTube link', () => {
    expect(templateMediaError({ youtubeLink: undefined }, true)).toBeNull();
    expect(
      templateMediaError({ youtubeLink: 'https://youtu.be/x' }, false),
    ).toBeNull();
    expect(templateMediaError({ youtubeLink: undefined }, false)).toBe(
      'please add a file or a YouTube link',
    );
  });

  it('share-meeting-url takes a meeting id', () => {
    expect(
      shareMeetingUrlRequestSchema.parse({ meetingId: 'abc-123' }),
    ).toEqual({ meetingId: 'abc-123' });
    expect(issues(shareMeetingUrlRequestSchema.safeParse({}))).toEqual([
      ['meetingId', 'meeting id is required'],
    ]);
  });
});
