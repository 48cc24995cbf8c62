// Every refusal of POST /template and PUT /template/{id}: each answers { error, message } and
// leaves nothing behind (no row, no stored file).
import { eq } from 'drizzle-orm';
import {
  messages,
  TEMPLATE_IMAGE_MAX_BYTES,
  templateErrorMessages,
  YOUTUBE_LINK_MESSAGE,
} from '@ruume/contracts';
import { templates } from '../../../src/db/schema';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  GIF,
  host,
  imageFields,
  JPEG,
  MKV,
  MOV,
  mp4Header,
  PDF,
  PNG,
  saveTemplate,
  type TemplateForm,
  storedTemplateKeys,
  VIDEO_ID,
  WATCH_LINK,
  WEBM,
} from './template-support';

type Who = { id: string; browser: Browser };

describe.each(FEATURE_DRIVERS)('refused template forms (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const expectNothingLeft = async (userId: string) => {
    expect(
      (await storedTemplateKeys(t)).filter((key) => key.includes(userId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(templates)
        .where(eq(templates.userId, userId)),
    ).toEqual([]);
  };

  /** Creating with `form` answers `status` and `body` and stores nothing. */
  const refuses = async (
    who: Who,
    form: TemplateForm,
    status: number,
    body: { error: string; message?: string },
  ) => {
    const response = await saveTemplate(who.browser, form);
    expect([response.statusCode, response.json()]).toEqual([
      status,
      body.message ? body : expect.objectContaining(body),
    ]);
    await expectNothingLeft(who.id);
  };

  it('refuses anonymous callers and bodies that are not multipart', async () => {
    const anonymous = await saveTemplate(new Browser(t.app), {
      file: { data: PNG },
    });
    expect(anonymous.statusCode).toBe(401);
    const { browser } = await host(t);
    const json = await browser.post('/api/v1/template', imageFields());
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses missing or invalid fields with the field named', async () => {
    const who = await host(t);
    const file = { data: PNG };
    await refuses(who, { fields: {}, file }, 400, {
      error: 'VALIDATION_ERROR',
    });
    for (const [fields, message] of [
      [imageFields({ name: '  ' }), 'name: name is required'],
      [
        imageFields({ name: 'x'.repeat(101) }),
        'name: name must be at most 100 characters',
      ],
      [
        imageFields({ templateType: undefined }),
        'templateType: template type is required',
      ],
      [
        imageFields({ mediaType: 'audio' }),
        'mediaType: media type must be video or image',
      ],
      [
        imageFields({ embeddedLinks: '[{' }),
        'embeddedLinks: embedded links must be valid JSON',
      ],
      [
        imageFields({
          embeddedLinks: [{ title: 'x', url: 'javascript:alert(1)' }],
        }),
        'embeddedLinks.0.url: link must be a valid http or https address',
      ],
      [
        imageFields({ meetingPassword: { enabled: true, value: '' } }),
        `meetingPassword.value: ${templateErrorMessages.meetingPasswordRequired}`,
      ],
      [
        imageFields({ meetingPassword: { enabled: true, value: null } }),
        `meetingPassword: ${templateErrorMessages.meetingPasswordRequired}`,
      ],
      [
        imageFields({ categoryIds: ['nope'] }),
        'categoryIds: unknown category nope',
      ],
    ] as const) {
      await refuses(who, { fields, file }, 400, {
        error: 'VALIDATION_ERROR',
        message,
      });
    }
  });

  it('refuses a form without media, and with both a file and a YouTube link', async () => {
    const who = await host(t);
    await refuses(who, { fields: imageFields() }, 400, {
      error: 'VALIDATION_ERROR',
      message: 'file: please add a file or a YouTube link',
    });
    await refuses(
      who,
      {
        fields: imageFields({ mediaType: 'video', youtubeLink: WATCH_LINK }),
        file: { data: mp4Header() },
      },
      400,
      {
        error: 'VALIDATION_ERROR',
        message: 'youtubeLink: send a file or a YouTube link, not both',
      },
    );
    await refuses(
      who,
      { fields: imageFields({ youtubeLink: WATCH_LINK }) },
      400,
      {
        error: 'VALIDATION_ERROR',
        message: 'youtubeLink: a YouTube link needs media type video',
      },
    );
    await refuses(
      who,
      { fields: imageFields(), file: { data: PNG, field: 'image' } },
      400,
      {
        error: 'VALIDATION_ERROR',
      },
    );
  });

  it('refuses what is not an image or a video by its bytes, whatever its name says', async () => {
    const who = await host(t);
    for (const [data, mediaType] of [
      [PDF, 'image'],
      [Buffer.from('hello, not an image at all'), 'image'],
      [Buffer.alloc(9000, 0), 'image'],
      [MOV, 'video'],
      [MKV, 'video'],
    ] as const) {
      await refuses(
        who,
        {
          fields: imageFields({ mediaType }),
          file: { data, filename: 'background.png', type: 'image/png' },
        },
        415,
        {
          error: 'NOT_TEMPLATE_MEDIA',
          message: templateErrorMessages.notTemplateMedia,
        },
      );
    }
    await refuses(
      who,
      { fields: imageFields(), file: { data: Buffer.alloc(0) } },
      400,
      { error: 'EMPTY_FILE', message: templateErrorMessages.emptyFile },
    );
  });

  it('refuses media whose bytes are the other kind than mediaType says', async () => {
    const who = await host(t);
    for (const data of [mp4Header(), WEBM]) {
      await refuses(who, { fields: imageFields(), file: { data } }, 400, {
        error: 'MEDIA_TYPE_MISMATCH',
        message: templateErrorMessages.mediaIsVideo,
      });
    }
    for (const data of [PNG, JPEG, GIF]) {
      await refuses(
        who,
        { fields: imageFields({ mediaType: 'video' }), file: { data } },
        400,
        {
          error: 'MEDIA_TYPE_MISMATCH',
          message: templateErrorMessages.mediaIsImage,
        },
      );
    }
  });

  it('refuses an image over 10 MB, and takes one of exactly 10 MB', async () => {
    const who = await host(t);
    const image = (bytes: number) =>
      Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length, 7)]);
    await refuses(
      who,
      {
        fields: imageFields(),
        file: { data: image(TEMPLATE_IMAGE_MAX_BYTES + 1) },
      },
      413,
      {
        error: 'PAYLOAD_TOO_LARGE',
        message: templateErrorMessages.imageTooLarge,
      },
    );
    const exact = await saveTemplate(who.browser, {
      fields: imageFields(),
      file: { data: image(TEMPLATE_IMAGE_MAX_BYTES) },
    });
    expect(exact.statusCode).toBe(201);
  });

  it('refuses every wrong kind of YouTube link', async () => {
    const who = await host(t);
    for (const link of [
      'https://vimeo.com/76979871',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      `https://evil.example/?u=https://youtu.be/${VIDEO_ID}`,
      `https://user:pass@www.youtube.com/watch?v=${VIDEO_ID}`,
      `https://www.youtube.com:8443/watch?v=${VIDEO_ID}`,
      'https://www.youtube.com/@somechannel',
      'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
      'https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI',
      'https://www.youtube.com/results?search_query=cats',
      'https://www.youtube.com/watch',
      'https://www.youtube.com/watch?v=tooshort',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://www.youtube.com/watch?v=dQw4w9WgX%3CQ',
      'https://youtu.be/',
      `https://youtu.be/${VIDEO_ID}/extra`,
      'https://www.youtube.com/shorts/',
      `https://www.youtube.com/embed/${VIDEO_ID}/more`,
      `https://youtu.be.evil.example/${VIDEO_ID}`,
      `https://www.youtube.com/v/${VIDEO_ID}`,
    ]) {
      await refuses(
        who,
        { fields: imageFields({ mediaType: 'video', youtubeLink: link }) },
        400,
        {
          error: 'VALIDATION_ERROR',
          message: `youtubeLink: ${YOUTUBE_LINK_MESSAGE}`,
        },
      );
    }
    for (const link of [
      'not a link',
      `ftp://www.youtube.com/watch?v=${VIDEO_ID}`,
      'javascript:alert(1)',
      `www.youtube.com/watch?v=${VIDEO_ID}`,
    ]) {
      await refuses(
        who,
        { fields: imageFields({ mediaType: 'video', youtubeLink: link }) },
        400,
        {
          error: 'VALIDATION_ERROR',
          message:
            'youtubeLink: YouTube link must be a valid http or https address',
        },
      );
    }
  });

  it('caps embedded links per tier (house 0, student 3, professional and business 5)', async () => {
    const links = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        title: `link ${i}`,
        url: `https://example.com/${i}`,
      }));
    const house = await host(t, { tier: 'house' });
    await refuses(
      house,
      { fields: imageFields({ embeddedLinks: links(1) }) },
      403,
      {
        error: 'BACKGROUNDS_NOT_IN_PLAN',
        message: templateErrorMessages.backgroundsNotInPlan,
      },
    );
    const student = await host(t, { tier: 'student' });
    await refuses(
      student,
      { fields: imageFields({ embeddedLinks: links(4) }), file: { data: PNG } },
      403,
      {
        error: 'EMBEDDED_LINKS_LIMIT',
        message: templateErrorMessages.embeddedLinksOverLimit(3),
      },
    );
    const ok = await saveTemplate(student.browser, {
      fields: imageFields({ embeddedLinks: links(3) }),
      file: { data: PNG },
    });
    expect(ok.statusCode).toBe(201);
    for (const tier of ['professional', 'business'] as const) {
      const who = await host(t, { tier });
      // 6 is over every tier's cap: the schema's bound answers first.
      await refuses(
        who,
        {
          fields: imageFields({ embeddedLinks: links(6) }),
          file: { data: PNG },
        },
        400,
        {
          error: 'VALIDATION_ERROR',
          message: 'embeddedLinks: at most 5 embedded links',
        },
      );
      const five = await saveTemplate(who.browser, {
        fields: imageFields({ embeddedLinks: links(5) }),
        file: { data: PNG },
      });
      expect([tier, five.statusCode]).toEqual([tier, 201]);
    }
  });

  it('refuses house hosts their own media and any embedded link, with the reason', async () => {
    const house = await host(t, { tier: 'house' });
    await refuses(house, { fields: imageFields(), file: { data: PNG } }, 403, {
      error: 'BACKGROUNDS_NOT_IN_PLAN',
      message: templateErrorMessages.backgroundsNotInPlan,
    });
    await refuses(
      house,
      { fields: imageFields({ mediaType: 'video', youtubeLink: WATCH_LINK }) },
      403,
      {
        error: 'BACKGROUNDS_NOT_IN_PLAN',
        message: templateErrorMessages.backgroundsNotInPlan,
      },
    );
    // House hosts cannot make a template at all: the message says why, whatever was sent.
    await refuses(house, { fields: imageFields() }, 403, {
      error: 'BACKGROUNDS_NOT_IN_PLAN',
      message: templateErrorMessages.backgroundsNotInPlan,
    });
  });

  it('applies the recordings’ amount rules to entry fees, and needs a payments account and an audience tier', async () => {
    const who = await host(t, { tier: 'student' });
    for (const monetizationDetail of [
      { participantFee: -1, audienceFee: null, currency: 'usd' },
      { participantFee: 0, audienceFee: null, currency: 'usd' },
      { participantFee: 1.999, audienceFee: null, currency: 'usd' },
      { participantFee: '1,50', audienceFee: null, currency: 'usd' },
      { participantFee: '1e3', audienceFee: null, currency: 'usd' },
      { participantFee: 1_000_000, audienceFee: null, currency: 'usd' },
      { participantFee: 5, audienceFee: null, currency: 'eur' },
      { participantFee: 5, audienceFee: null },
      'not an object',
    ]) {
      await refuses(
        who,
        { fields: imageFields({ monetizationDetail }), file: { data: PNG } },
        400,
        { error: 'VALIDATION_ERROR' },
      );
    }
    const feeMessage = await saveTemplate(who.browser, {
      fields: imageFields({
        monetizationDetail: {
          participantFee: '1,50',
          audienceFee: null,
          currency: 'usd',
        },
      }),
      file: { data: PNG },
    });
    expect(feeMessage.json().message).toContain(messages.feeAmountInvalid);

    const notOnboarded = await host(t, { tier: 'student', onboarded: false });
    await refuses(
      notOnboarded,
      {
        fields: imageFields({
          monetizationDetail: {
            participantFee: 5,
            audienceFee: null,
            currency: 'usd',
          },
        }),
        file: { data: PNG },
      },
      409,
      {
        error: 'MONETIZATION_NEEDS_ACCOUNT',
        message: templateErrorMessages.feesNeedAccount,
      },
    );
    // Free (no fee, a currency only) needs no account.
    const free = await saveTemplate(notOnboarded.browser, {
      fields: imageFields({
        monetizationDetail: {
          participantFee: null,
          audienceFee: null,
          currency: 'usd',
        },
      }),
      file: { data: PNG },
    });
    expect(free.statusCode).toBe(201);

    const professional = await host(t, { tier: 'professional' });
    await refuses(
      professional,
      {
        fields: imageFields({
          monetizationDetail: {
            participantFee: null,
            audienceFee: 3,
            currency: 'usd',
          },
        }),
        file: { data: PNG },
      },
      403,
      {
        error: 'AUDIENCE_NOT_IN_PLAN',
        message: templateErrorMessages.audienceNotInPlan,
      },
    );
    const audience = await saveTemplate(who.browser, {
      fields: imageFields({
        monetizationDetail: {
          participantFee: '10',
          audienceFee: '2.5',
          currency: 'cad',
        },
      }),
      file: { data: PNG },
    });
    expect(audience.json().monetizationDetail).toEqual({
      participantFee: 10,
      audienceFee: 2.5,
      currency: 'cad',
    });
  });

  it('refuses updates that break a rule, changing nothing', async () => {
    const who = await host(t);
    const created = (
      await saveTemplate(who.browser, {
        fields: imageFields({
          meetingPassword: { enabled: true, value: 'kept' },
        }),
        file: { data: PNG },
      })
    ).json();
    const [before] = await t.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, created.id));
    const keys = await storedTemplateKeys(t);
    for (const [form, status, error] of [
      // The kept image is not a video.
      [
        { fields: imageFields({ mediaType: 'video' }) },
        400,
        'MEDIA_TYPE_MISMATCH',
      ],
      [
        { fields: imageFields(), file: { data: PDF } },
        415,
        'NOT_TEMPLATE_MEDIA',
      ],
      [
        { fields: imageFields({ name: '' }), file: { data: PNG } },
        400,
        'VALIDATION_ERROR',
      ],
      [
        {
          fields: imageFields({
            mediaType: 'video',
            youtubeLink: 'https://vimeo.com/1',
          }),
        },
        400,
        'VALIDATION_ERROR',
      ],
    ] as const) {
      const response = await saveTemplate(who.browser, form, created.id);
      expect([response.statusCode, response.json().error]).toEqual([
        status,
        error,
      ]);
    }
    const [after] = await t.database.db
      .select()
      .from(templates)
      .where(eq(templates.id, created.id));
    expect(after).toEqual(before);
    expect(await storedTemplateKeys(t)).toEqual(keys);

    // Downgraded to house: the template stays editable, but not with new media or links.
    await t.app.services.users.update(who.id, { planTier: 'house' });
    const renamed = await saveTemplate(
      who.browser,
      { fields: imageFields({ name: 'renamed' }) },
      created.id,
    );
    expect(renamed.statusCode).toBe(200);
    const media = await saveTemplate(
      who.browser,
      { fields: imageFields(), file: { data: PNG } },
      created.id,
    );
    expect([media.statusCode, media.json().error]).toEqual([
      403,
      'BACKGROUNDS_NOT_IN_PLAN',
    ]);
    const links = await saveTemplate(
      who.browser,
      {
        fields: imageFields({
          embeddedLinks: [{ title: 'a', url: 'https://example.com' }],
        }),
      },
      created.id,
    );
    expect([links.statusCode, links.json()]).toEqual([
      403,
      {
        error: 'EMBEDDED_LINKS_LIMIT',
        message: templateErrorMessages.embeddedLinksNotInPlan,
      },
    ]);
    expect(await storedTemplateKeys(t)).toEqual(keys);
  });

  it('never answers the meeting password', async () => {
    const who = await host(t);
    const created = await saveTemplate(who.browser, {
      fields: imageFields({
        meetingPassword: { enabled: true, value: 'hunter2-secret' },
      }),
      file: { data: PNG },
    });
    const list = await who.browser.get('/api/v1/template/list');
    for (const response of [created, list]) {
      expect(response.body).not.toContain('hunter2-secret');
      expect(response.body).not.toContain('argon2');
    }
    expect(created.json().meetingPassword).toEqual({
      enabled: true,
      value: null,
    });
  });
});
