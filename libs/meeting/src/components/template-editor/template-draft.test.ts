import {
  businessUser,
  buildTemplate,
  templateCategories,
} from '@ruume/contracts/testing';
import {
  messages,
  templateEditorMessages as text,
  templateErrorMessages,
  templateFieldsSchema,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_VIDEO_MAX_BYTES,
  type PlanTier,
} from '@ruume/contracts';
import {
  draftOf,
  fileProblem,
  meetingPasswordOf,
  monetizationDetailOf,
  templateDraftSchema,
  templateForm,
  type DraftContext,
  type TemplateDraft,
} from './template-draft';
import {
  duskImageFile,
  flowVideoFile,
} from '../../test-support/template-media';

const creating: DraftContext = {
  tier: 'professional',
  creating: true,
  passwordSet: false,
  templateType: 'meeting',
};

const draft = (change: Partial<TemplateDraft> = {}): TemplateDraft => ({
  ...draftOf(null),
  name: ' weekly sync ',
  ...change,
});

const withFile = (file: File) =>
  draft({ background: { ...draftOf(null).background, file } });
const withYoutube = (youtubeLink: string) =>
  draft({
    background: { ...draftOf(null).background, source: 'youtube', youtubeLink },
  });

/** The form's issues as [path, message]. */
function issues(value: TemplateDraft, context: Partial<DraftContext> = {}) {
  const result = templateDraftSchema({ ...creating, ...context }).safeParse(
    value,
  );
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.name}`,
  ]);

describe('file checks (the api’s types and size limits)', () => {
  it('takes png, jpeg, webp, gif, mp4 and webm', () => {
    for (const type of [
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
      'video/mp4',
      'video/webm',
    ])
      expect(fileProblem({ type, size: 1000 })).toBeNull();
  });

  it('refuses other kinds, empty files and files over their kind’s limit', () => {
    expect(fileProblem({ type: 'application/pdf', size: 10 })).toBe(
      templateErrorMessages.notTemplateMedia,
    );
    expect(fileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      templateErrorMessages.notTemplateMedia,
    );
    expect(fileProblem({ type: 'image/png', size: 0 })).toBe(
      templateErrorMessages.emptyFile,
    );
    expect(
      fileProblem({ type: 'image/png', size: TEMPLATE_IMAGE_MAX_BYTES }),
    ).toBeNull();
    expect(
      fileProblem({ type: 'image/png', size: TEMPLATE_IMAGE_MAX_BYTES + 1 }),
    ).toBe(templateErrorMessages.imageTooLarge);
    // A video may be larger than any image.
    expect(
      fileProblem({ type: 'video/mp4', size: TEMPLATE_IMAGE_MAX_BYTES + 1 }),
    ).toBeNull();
    expect(
      fileProblem({ type: 'video/mp4', size: TEMPLATE_VIDEO_MAX_BYTES + 1 }),
    ).toBe(templateErrorMessages.videoTooLarge);
  });
});

describe('YouTube links', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=abc',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  ])('accepts %s', (link) => {
    expect(issues(withYoutube(link))).toEqual([]);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.youtube.com/@ruume',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'ftp://youtu.be/aqz-KE-bpKQ',
    'not a link',
  ])('refuses %s under the field', (link) => {
    const found = issues(withYoutube(link));
    expect(found).toHaveLength(1);
    expect(found[0][0]).toBe('background.youtubeLink');
  });
});

describe('tier rules (SPEC §6)', () => {
  const links = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      title: `link ${i + 1}`,
      url: `https://example.com/${i + 1}`,
    }));
  const cap = (tier: PlanTier, n: number) =>
    issues({ ...withFile(duskImageFile()), embeddedLinks: links(n) }, { tier });

  it('caps embedded links per tier: house 0, student 3, professional and business 5', () => {
    expect(cap('house', 1)).toContainEqual([
      'embeddedLinks.root',
      templateErrorMessages.embeddedLinksNotInPlan,
    ]);
    expect(cap('student', 3)).toEqual([]);
    expect(cap('student', 4)).toEqual([
      ['embeddedLinks.root', templateErrorMessages.embeddedLinksOverLimit(3)],
    ]);
    expect(cap('professional', 5)).toEqual([]);
    expect(cap('business', 5)).toEqual([]);
    expect(cap('business', 6)).toEqual([
      ['embeddedLinks.root', templateErrorMessages.embeddedLinksOverLimit(5)],
    ]);
  });

  it('refuses custom backgrounds on house, new or borrowed', () => {
    expect(issues(withFile(duskImageFile()), { tier: 'house' })).toEqual([
      ['background.root', templateErrorMessages.backgroundsNotInPlan],
    ]);
    expect(
      issues(withYoutube('https://youtu.be/aqz-KE-bpKQ'), { tier: 'house' }),
    ).toEqual([
      ['background.root', templateErrorMessages.backgroundsNotInPlan],
    ]);
    const stock = draftOf(buildTemplate({ isStock: true, embeddedLinks: [] }), {
      asCopy: true,
    });
    expect(issues(stock, { tier: 'house' })).toEqual([
      ['background.root', templateErrorMessages.backgroundsNotInPlan],
    ]);
    expect(issues(stock, { tier: 'student' })).toEqual([]);
  });

  it('lets a house host change their own template while keeping its media', () => {
    const own = draftOf(buildTemplate({ embeddedLinks: [] }));
    expect(issues(own, { tier: 'house', creating: false })).toEqual([]);
  });
});

describe('other rules', () => {
  it('needs a background to create, not to change', () => {
    expect(issues(draft())).toEqual([
      ['background.root', text.backgroundRequired],
    ]);
    expect(issues(draft(), { creating: false })).toEqual([]);
  });

  it('needs a name, and well-formed links', () => {
    expect(
      issues({
        ...withFile(duskImageFile()),
        name: '  ',
        embeddedLinks: [{ title: '', url: 'ftp://files.example.com' }],
      }).map(([path]) => path),
    ).toEqual(['name', 'embeddedLinks.0.title', 'embeddedLinks.0.url']);
  });

  it('checks fee amounts only when they are on and filled', () => {
    const fee = (change: Partial<TemplateDraft['fee']>) =>
      issues({
        ...withFile(duskImageFile()),
        fee: { ...draftOf(null).fee, ...change },
      });
    expect(
      fee({ participantEnabled: true, participantAmount: '1.2.3' }),
    ).toEqual([['fee.participantAmount', messages.feeAmountInvalid]]);
    expect(
      fee({ participantEnabled: false, participantAmount: '1.2.3' }),
    ).toEqual([]);
    expect(fee({ audienceEnabled: true, audienceAmount: '0' })).toEqual([
      ['fee.audienceAmount', messages.feeAmountInvalid],
    ]);
  });

  it('needs a password when switched on, unless one is set already', () => {
    const on = {
      ...withFile(duskImageFile()),
      meetingPassword: { enabled: true, value: '' },
    };
    expect(issues(on)).toEqual([
      ['meetingPassword.value', templateErrorMessages.meetingPasswordRequired],
    ]);
    expect(issues(on, { creating: false, passwordSet: true })).toEqual([]);
  });
});

describe('what is sent', () => {
  it('sends amounts only when on and filled, in one currency', () => {
    const fee = draftOf(null).fee;
    expect(monetizationDetailOf(fee)).toBeNull();
    expect(
      monetizationDetailOf({
        ...fee,
        participantEnabled: true,
        participantAmount: '12.50',
        audienceEnabled: true,
        audienceAmount: '',
        currency: 'cad',
      }),
    ).toEqual({ participantFee: 12.5, audienceFee: null, currency: 'cad' });
    expect(
      monetizationDetailOf({
        ...fee,
        participantEnabled: false,
        participantAmount: '12.50',
      }),
    ).toBeNull();
  });

  it('sends a password only when on; empty keeps the current one', () => {
    expect(meetingPasswordOf({ enabled: false, value: 'secret' })).toBeNull();
    expect(meetingPasswordOf({ enabled: true, value: 'secret' })).toEqual({
      enabled: true,
      value: 'secret',
    });
    expect(meetingPasswordOf({ enabled: true, value: '' })).toEqual({
      enabled: true,
      value: null,
    });
  });

  it('puts the text fields first and the file last, as the contract reads them', () => {
    const form = templateForm(
      {
        ...withFile(duskImageFile()),
        description: 'our weekly check-in',
        categoryIds: [templateCategories[0].id],
        embeddedLinks: [{ title: 'agenda', url: 'https://docs.example.com' }],
        meetingPassword: { enabled: true, value: 'open-sesame' },
      },
      creating,
    );
    expect(entries(form)).toEqual([
      ['templateType', 'meeting'],
      ['name', 'weekly sync'],
      ['description', 'our weekly check-in'],
      ['mediaType', 'image'],
      [
        'embeddedLinks',
        '[{"title":"agenda","url":"https://docs.example.com"}]',
      ],
      ['monetizationDetail', 'null'],
      ['meetingPassword', '{"enabled":true,"value":"open-sesame"}'],
      ['categoryIds', `["${templateCategories[0].id}"]`],
      ['file', 'file:dusk.png'],
    ]);
    // Every text field passes the api's own schema.
    const fields = Object.fromEntries(
      entries(form).filter(([key]) => key !== 'file'),
    );
    expect(templateFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('names the media type of the new media, and sends no file with a YouTube link', () => {
    expect(
      templateForm(withFile(flowVideoFile()), creating).get('mediaType'),
    ).toBe('video');
    const youtube = templateForm(
      withYoutube(' https://youtu.be/aqz-KE-bpKQ '),
      creating,
    );
    expect(youtube.get('mediaType')).toBe('video');
    expect(youtube.get('youtubeLink')).toBe('https://youtu.be/aqz-KE-bpKQ');
    expect(youtube.get('file')).toBeNull();
  });

  it('keeps the current media of a changed template: no file, no link, its kind', () => {
    const editing = { ...creating, creating: false };
    const video = draftOf(
      buildTemplate({
        mediaType: 'video',
        fileUrl: null,
        youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      }),
    );
    const form = templateForm(video, editing);
    expect(form.get('youtubeLink')).toBeNull();
    expect(form.get('mediaType')).toBe('video');
    const image = templateForm(draftOf(buildTemplate()), editing);
    expect(image.get('file')).toBeNull();
    expect(image.get('mediaType')).toBe('image');
  });

  it('starts a copy of a template without its password', () => {
    const start = draftOf(
      buildTemplate({ meetingPassword: { enabled: true, value: null } }),
    );
    expect(start.meetingPassword).toEqual({ enabled: true, value: '' });
    expect(draftOf(buildTemplate()).name).toBe('team standup');
    expect(businessUser.planSubscription?.tier).toBe('business');
  });
});
