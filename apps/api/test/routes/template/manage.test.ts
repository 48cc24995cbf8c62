// Templates as a host makes and keeps them: created with an image, a video or a YouTube link,
// listed beside the stock set, changed, shared, deleted with their media; never someone else's.
import { eq } from 'drizzle-orm';
import {
  templateErrorMessages,
  templateListSchema,
  templateSchema,
} from '@ruume/contracts';
import { templates } from '../../../src/db/schema';
import { STOCK_TEMPLATES } from '../../../src/seed/stock-templates';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import {
  GIF,
  host,
  imageFields,
  JPEG,
  mp4Header,
  PNG,
  saveTemplate,
  seedStock,
  storedMeeting,
  storedTemplateKeys,
  VIDEO_ID,
  WATCH_LINK,
  WEBM,
  WEBP,
} from './template-support';

describe.each(FEATURE_DRIVERS)('templates (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedStock(t);
  });
  afterAll(() => t.close());

  /** The storage key a files-route URL serves. */
  const keyOfUrl = (url: string) =>
    new URL(url).pathname.replace('/api/v1/files/', '');

  const rowOf = async (id: string) =>
    (
      await t.database.db.select().from(templates).where(eq(templates.id, id))
    )[0];

  it('creates a template with an image, stores it by its bytes, and serves it', async () => {
    const { id, browser } = await host(t);
    const response = await saveTemplate(browser, {
      fields: imageFields({
        name: '  team standup ',
        description: 'daily at nine',
        embeddedLinks: [{ title: 'agenda', url: 'https://docs.example.com' }],
        monetizationDetail: {
          participantFee: '4.99',
          audienceFee: null,
          currency: 'cad',
        },
        meetingPassword: { enabled: true, value: 's3cret' },
        categoryIds: ['work', 'education'],
      }),
      // The name and the declared type lie: the bytes are a JPEG.
      file: { data: JPEG, filename: 'photo.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
    const created = templateSchema.parse(response.json());
    expect(created.fileUrl).not.toContain(id);
    expect(created).toEqual({
      id: expect.any(String),
      isStock: false,
      templateType: 'meeting',
      name: 'team standup',
      description: 'daily at nine',
      mediaType: 'image',
      // An opaque key: the URL names no account.
      fileUrl: expect.stringMatching(
        /\/api\/v1\/files\/templates\/[\w-]{22}\.jpg$/,
      ),
      youtubeLink: null,
      embeddedLinks: [{ title: 'agenda', url: 'https://docs.example.com' }],
      monetizationDetail: {
        participantFee: 4.99,
        audienceFee: null,
        currency: 'cad',
      },
      meetingPassword: { enabled: true, value: null },
      categories: [
        { id: 'education', name: 'education' },
        { id: 'work', name: 'work' },
      ],
    });
    expect(response.body).not.toContain('s3cret');
    const row = await rowOf(created.id);
    expect(row.participantFeeCents).toBe(499);
    expect(row.meetingPasswordHash).toMatch(/^\$argon2id\$/);
    expect(
      await t.app.services.passwords.verify(
        row.meetingPasswordHash ?? '',
        's3cret',
      ),
    ).toBe(true);

    const served = await new Browser(t.app).get(
      new URL(created.fileUrl ?? '').pathname,
    );
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(JPEG);
  });

  it('takes png, webp and gif images and mp4 and webm videos', async () => {
    const { browser } = await host(t);
    for (const [data, mediaType, extension] of [
      [PNG, 'image', 'png'],
      [WEBP, 'image', 'webp'],
      [GIF, 'image', 'gif'],
      [mp4Header(), 'video', 'mp4'],
      [WEBM, 'video', 'webm'],
    ] as const) {
      const response = await saveTemplate(browser, {
        fields: imageFields({ mediaType }),
        file: { data, filename: 'x.bin', type: 'application/octet-stream' },
      });
      expect([extension, response.statusCode]).toEqual([extension, 201]);
      expect(response.json().fileUrl).toMatch(new RegExp(`\\.${extension}$`));
      expect(response.json().mediaType).toBe(mediaType);
    }
  });

  it('stores a YouTube link of each form as its video id and answers the watch link', async () => {
    const { browser } = await host(t, { tier: 'student' });
    for (const link of [
      `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      `https://youtube.com/watch?v=${VIDEO_ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${VIDEO_ID}`,
      `http://www.youtube.com/watch?v=${VIDEO_ID}`,
      `https://youtu.be/${VIDEO_ID}?si=abc`,
      `https://www.youtube.com/shorts/${VIDEO_ID}`,
      `https://www.youtube.com/embed/${VIDEO_ID}?start=5`,
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
    ]) {
      const response = await saveTemplate(browser, {
        fields: imageFields({ mediaType: 'video', youtubeLink: link }),
      });
      expect([link, response.statusCode]).toEqual([link, 201]);
      const created = templateSchema.parse(response.json());
      expect(created).toMatchObject({ fileUrl: null, youtubeLink: WATCH_LINK });
      expect((await rowOf(created.id)).youtubeVideoId).toBe(VIDEO_ID);
    }
  });

  it('lists the host’s own templates newest first, then the stock set in order', async () => {
    const { browser } = await host(t);
    for (const name of ['first', 'second']) {
      await saveTemplate(browser, {
        fields: imageFields({ name }),
        file: { data: PNG },
      });
    }
    const response = await browser.get('/api/v1/template/list');
    expect(response.statusCode).toBe(200);
    const list = templateListSchema.parse(response.json());
    expect(list.map((template) => template.name)).toEqual([
      'second',
      'first',
      ...STOCK_TEMPLATES.map((stock) => stock.name),
    ]);
    expect(list.slice(2).every((template) => template.isStock)).toBe(true);
    expect(list[2].categories).toEqual([{ id: 'work', name: 'work' }]);
  });

  it('lists the categories in their order', async () => {
    const { browser } = await host(t, { tier: 'house' });
    const response = await browser.get('/api/v1/template/category/list/all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'work', name: 'work' },
      { id: 'education', name: 'education' },
      { id: 'social', name: 'social' },
      { id: 'events', name: 'events' },
    ]);
  });

  it('updates fields, keeps what is left out, keeps or removes the password, and replaces media', async () => {
    const { browser } = await host(t);
    const created = (
      await saveTemplate(browser, {
        fields: imageFields({
          description: 'kept',
          meetingPassword: { enabled: true, value: 'first' },
          categoryIds: ['social'],
        }),
        file: { data: PNG },
      })
    ).json();
    const firstKey = keyOfUrl(created.fileUrl);
    const hash = (await rowOf(created.id)).meetingPasswordHash;

    // The editor sends back what list answered: the password stays as it was.
    const renamed = await saveTemplate(
      browser,
      {
        fields: imageFields({
          name: 'renamed',
          meetingPassword: { enabled: true, value: null },
        }),
      },
      created.id,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      ...created,
      name: 'renamed',
    });
    expect((await rowOf(created.id)).meetingPasswordHash).toBe(hash);

    // New media replaces the old file, which is deleted.
    const replaced = await saveTemplate(
      browser,
      {
        fields: imageFields({
          mediaType: 'video',
          meetingPassword: { enabled: false, value: null },
          categoryIds: [],
        }),
        file: { data: WEBM, filename: 'loop.webm', type: 'video/webm' },
      },
      created.id,
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      mediaType: 'video',
      meetingPassword: null,
      categories: [],
      description: 'kept',
    });
    expect(await storedTemplateKeys(t)).not.toContain(firstKey);

    // A YouTube link replaces the file too.
    const youtube = await saveTemplate(
      browser,
      { fields: imageFields({ mediaType: 'video', youtubeLink: WATCH_LINK }) },
      created.id,
    );
    expect(youtube.json()).toMatchObject({
      fileUrl: null,
      youtubeLink: WATCH_LINK,
    });
    const keysOfUser = (await storedTemplateKeys(t)).filter((key) =>
      key.includes(created.id),
    );
    expect(keysOfUser).toEqual([]);
    expect((await rowOf(created.id)).fileKey).toBeNull();
  });

  it('deletes the host’s template with its media; stock templates stay', async () => {
    const { browser } = await host(t);
    const created = (
      await saveTemplate(browser, {
        fields: imageFields(),
        file: { data: PNG },
      })
    ).json();
    const key = keyOfUrl(created.fileUrl);
    expect(await storedTemplateKeys(t)).toContain(key);
    const deleted = await browser.delete(`/api/v1/template/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await storedTemplateKeys(t)).not.toContain(key);
    expect(await rowOf(created.id)).toBeUndefined();
    const again = await browser.delete(`/api/v1/template/${created.id}`);
    expect(again.statusCode).toBe(404);

    const stock = templateListSchema
      .parse((await browser.get('/api/v1/template/list')).json())
      .find((template) => template.isStock);
    for (const response of [
      await browser.delete(`/api/v1/template/${stock?.id}`),
      await saveTemplate(browser, { fields: imageFields() }, stock?.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'STOCK_TEMPLATE_READ_ONLY',
        message: templateErrorMessages.stockTemplateReadOnly,
      });
    }
    expect(await rowOf(stock?.id ?? '')).toMatchObject({ name: stock?.name });
  });

  it('shares the room link of the host’s meeting from their own or a stock template', async () => {
    const { id, browser } = await host(t);
    const own = (
      await saveTemplate(browser, {
        fields: imageFields(),
        file: { data: PNG },
      })
    ).json();
    const stock = templateListSchema
      .parse((await browser.get('/api/v1/template/list')).json())
      .find((template) => template.isStock);
    const meeting = await storedMeeting(t, id, own.id);
    for (const templateId of [own.id, stock?.id]) {
      const response = await browser.post(
        `/api/v1/template/${templateId}/share-meeting-url`,
        { meetingId: meeting.id },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        url: `${t.config.publicUrl}/m/${meeting.roomId}`,
      });
    }
  });

  it('hides another host’s templates and meetings: 404 on every id route, nothing changed', async () => {
    const owner = await host(t);
    const created = (
      await saveTemplate(owner.browser, {
        fields: imageFields({ meetingPassword: { enabled: true, value: 'x' } }),
        file: { data: PNG },
      })
    ).json();
    const meeting = await storedMeeting(t, owner.id, created.id);
    const before = await rowOf(created.id);
    const keys = await storedTemplateKeys(t);

    const stranger = await host(t);
    const stock = templateListSchema
      .parse((await stranger.browser.get('/api/v1/template/list')).json())
      .find((template) => template.isStock);
    expect(
      templateListSchema
        .parse((await stranger.browser.get('/api/v1/template/list')).json())
        .some((template) => template.id === created.id),
    ).toBe(false);
    const refusals = [
      await saveTemplate(
        stranger.browser,
        { fields: imageFields({ name: 'stolen' }), file: { data: PNG } },
        created.id,
      ),
      await stranger.browser.delete(`/api/v1/template/${created.id}`),
      await stranger.browser.post(
        `/api/v1/template/${created.id}/share-meeting-url`,
        { meetingId: meeting.id },
      ),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'TEMPLATE_NOT_FOUND',
        message: 'this template does not exist.',
      });
    }
    // A stock template does not open another host's meeting either.
    const viaStock = await stranger.browser.post(
      `/api/v1/template/${stock?.id}/share-meeting-url`,
      { meetingId: meeting.id },
    );
    expect(viaStock.statusCode).toBe(404);
    expect(viaStock.json().error).toBe('MEETING_NOT_FOUND');

    expect(await rowOf(created.id)).toEqual(before);
    expect(await storedTemplateKeys(t)).toEqual(keys);
  });

  it('deletes a host’s template media with their account', async () => {
    const { id, browser } = await host(t);
    const created = await saveTemplate(browser, {
      fields: imageFields(),
      file: { data: PNG },
    });
    const key = keyOfUrl(created.json().fileUrl);
    const mine = async () =>
      (await storedTemplateKeys(t)).filter((stored) => stored === key);
    expect(await mine()).toHaveLength(1);
    expect((await browser.delete(`/api/v1/user/${id}`)).statusCode).toBe(204);
    expect(await mine()).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(templates)
        .where(eq(templates.userId, id)),
    ).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    const anonymous = new Browser(t.app);
    expect((await anonymous.get('/api/v1/template/list')).statusCode).toBe(401);
    expect(
      (await anonymous.get('/api/v1/template/category/list/all')).statusCode,
    ).toBe(401);
  });
});
