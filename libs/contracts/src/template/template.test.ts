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
import {
  YOUTUBE_LINK_MESSAGE,
  youtubeVideoIdOf,
  youtubeWatchLink,
} from './template-media';

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

  it('meeting password: a value while enabled, or null to keep the stored one', () => {
    expect(
      meetingPasswordSchema.parse({ enabled: false, value: null }),
    ).toEqual({ enabled: false, value: null });
    expect(
      meetingPasswordSchema.parse({ enabled: true, value: 'secret' }),
    ).toEqual({ enabled: true, value: 'secret' });
    // What the api answers for a stored password, sent back unchanged by the editor.
    expect(meetingPasswordSchema.parse({ enabled: true, value: null })).toEqual(
      { enabled: true, value: null },
    );
    expect(
      issues(meetingPasswordSchema.safeParse({ enabled: true, value: '' })),
    ).toEqual([['value', 'please enter a meeting password or turn it off']]);
  });

  it('YouTube video links in watch, youtu.be, shorts and embed form', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(youtubeLinkSchema.parse(link)).toBe(link);
      expect(youtubeVideoIdOf(link)).toBe('dQw4w9WgXcQ');
    }
    for (const link of [
      'https://vimeo.com/1',
      'https://m.youtube.com/watch?v=x',
      'https://www.youtube.com/@channel',
      'https://www.youtube.com/playlist?list=PL1',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(issues(youtubeLinkSchema.safeParse(link))).toEqual([
        ['', YOUTUBE_LINK_MESSAGE],
      ]);
      expect(youtubeVideoIdOf(link)).toBeNull();
    }
    expect(issues(youtubeLinkSchema.safeParse('not a link'))).toEqual([
      ['', 'YouTube link must be a valid http or https address'],
    ]);
    expect(youtubeWatchLink('dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
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
    expect(
      templateFieldsSchema.parse({ ...fields, categoryIds: '["work"]' }),
    ).toEqual({
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
      categoryIds: ['work'],
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
      templateMediaError(
        { youtubeLink: 'https://youtu.be/dQw4w9WgXcQ' },
        false,
      ),
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
