// Every multipart call (SPEC §7: POST meeting-recording, POST/PUT template, PUT user,
// POST user/profile-banner) takes its fields before or after the file, drops none of them
// silently, and refuses a body declared too large before reading it.
import {
  messages,
  RECORDING_MAX_FILE_BYTES,
  TEMPLATE_VIDEO_MAX_BYTES,
  templateErrorMessages,
  TIER_RECORDING_STORAGE_BYTES,
} from '@ruume/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { signedInUser } from '../support/accounts';
import type { Browser } from '../support/browser';
import { createTestApp, type TestApp } from '../support/test-app';
import { FEATURE_DRIVERS } from '../support/test-database';
import {
  declareLargeUpload,
  type FilePart,
  multipart,
  PNG,
} from '../support/uploads';
import { creator, mp4Header, upload } from './recording/recording-support';
import { host, imageFields, saveTemplate } from './template/template-support';

const ORDERS = [
  ['before', false],
  ['after', true],
] as const;

describe.each(FEATURE_DRIVERS)('multipart forms (%s)', (driver) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const send = async (
    browser: Browser,
    method: 'POST' | 'PUT',
    path: string,
    fields: Record<string, string>,
    files: FilePart[],
    filesFirst = false,
  ) => {
    const body = await multipart(fields, files, { filesFirst });
    return browser.request(method, path, {
      payload: body.payload,
      headers: body.headers,
    });
  };

  describe('POST meeting-recording', () => {
    it.each(ORDERS)(
      'keeps the name and a price sent %s the file',
      async (_, fieldsAfterFile) => {
        const { browser } = await creator(t);
        const response = await upload(browser, {
          name: 'paid call',
          monetizationSetting: {
            monetizeAmount: 4.99,
            monetizeCurrency: 'usd',
          },
          fieldsAfterFile,
        });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({
          name: 'paid call',
          monetizationSetting: {
            monetizeAmount: 4.99,
            monetizeCurrency: 'usd',
          },
        });
      },
    );

    it.each(ORDERS)(
      'applies the account rule to a price sent %s the file',
      async (_, fieldsAfterFile) => {
        const { browser } = await creator(t, { onboarded: false });
        const response = await upload(browser, {
          name: 'paid call',
          monetizationSetting: { monetizeAmount: 5, monetizeCurrency: 'usd' },
          fieldsAfterFile,
        });
        expect([response.statusCode, response.json().error]).toEqual([
          409,
          'MONETIZATION_NEEDS_ACCOUNT',
        ]);
      },
    );

    it.each(ORDERS)(
      'refuses an unknown field or a field sent twice %s the file, naming it',
      async (_, fieldsAfterFile) => {
        const { browser } = await creator(t);
        const unknown = await upload(browser, {
          name: 'call',
          extraFields: { price: '5' },
          fieldsAfterFile,
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({
          error: 'VALIDATION_ERROR',
          message: expect.stringMatching(/^price: unknown field/),
        });

        const form = new FormData();
        const video = new Blob([new Uint8Array(mp4Header())]);
        if (fieldsAfterFile) form.append('file', video, 'a.mp4');
        form.append('name', 'a');
        form.append('name', 'b');
        if (!fieldsAfterFile) form.append('file', video, 'a.mp4');
        const encoded = new Response(form);
        const twice = await browser.post(
          '/api/v1/meeting-recording',
          Buffer.from(await encoded.arrayBuffer()),
          {
            headers: {
              'content-type': encoded.headers.get('content-type') ?? '',
            },
          },
        );
        expect([twice.statusCode, twice.json().message]).toEqual([
          400,
          'name: sent more than once',
        ]);
      },
    );
  });

  describe('POST and PUT template', () => {
    it.each(ORDERS)(
      'takes the fields %s the file, on creation and on change',
      async (_, fieldsAfterFile) => {
        const { browser } = await host(t);
        const created = await saveTemplate(browser, {
          fields: imageFields({
            name: 'late fields',
            monetizationDetail: {
              participantFee: 3,
              audienceFee: null,
              currency: 'usd',
            },
          }),
          file: { data: PNG },
          fieldsAfterFile,
        });
        expect(created.statusCode).toBe(201);
        expect(created.json()).toMatchObject({
          name: 'late fields',
          mediaType: 'image',
          monetizationDetail: { participantFee: 3, currency: 'usd' },
        });

        const changed = await saveTemplate(
          browser,
          {
            fields: imageFields({ name: 'renamed' }),
            file: { data: PNG },
            fieldsAfterFile,
          },
          created.json().id,
        );
        expect(changed.statusCode).toBe(200);
        expect(changed.json().name).toBe('renamed');
      },
    );

    it.each(ORDERS)(
      'refuses an unknown field %s the file, naming it, and keeps no media',
      async (_, fieldsAfterFile) => {
        const { browser } = await host(t);
        const response = await saveTemplate(browser, {
          fields: imageFields({ colour: 'red' }),
          file: { data: PNG },
          fieldsAfterFile,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(/^colour: unknown field/);
      },
    );

    it('refuses media of the other kind whichever comes first', async () => {
      const { browser } = await host(t);
      const response = await saveTemplate(browser, {
        fields: imageFields({ mediaType: 'video' }),
        file: { data: PNG },
        fieldsAfterFile: true,
      });
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        templateErrorMessages.mediaIsImage,
      ]);
    });
  });

  describe('PUT user and POST user/profile-banner', () => {
    it.each(ORDERS)(
      'takes the profile fields %s the picture',
      async (_, filesFirst) => {
        const { browser } = await signedInUser(t);
        const response = await send(
          browser,
          'PUT',
          '/api/v1/user',
          { firstName: 'Ada', pronouns: 'she/her' },
          [{ name: 'profilePic', data: PNG, filename: 'me.png' }],
          filesFirst,
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          firstName: 'ada',
          pronouns: 'she/her',
          profilePicUrl: expect.stringMatching(/\.png$/),
        });
      },
    );

    it.each(ORDERS)(
      'refuses an unknown field %s the image, naming it',
      async (_, filesFirst) => {
        const { browser } = await signedInUser(t);
        const profile = await send(
          browser,
          'PUT',
          '/api/v1/user',
          { nickname: 'ada' },
          [{ name: 'profilePic', data: PNG, filename: 'me.png' }],
          filesFirst,
        );
        expect([profile.statusCode, profile.json().message]).toEqual([
          400,
          expect.stringMatching(/^nickname: unknown field/),
        ]);
        const banner = await send(
          browser,
          'POST',
          '/api/v1/user/profile-banner',
          { caption: 'hello' },
          [{ name: 'profileBanner', data: PNG, filename: 'b.png' }],
          filesFirst,
        );
        expect([banner.statusCode, banner.json().message]).toEqual([
          400,
          expect.stringMatching(/^caption: unknown field/),
        ]);
      },
    );
  });

  describe('a body declared larger than the limit is refused unread', () => {
    const GB = 1000 ** 3;

    it('recordings: the 10 GB ceiling, and the storage left on the tier', async () => {
      const { browser } = await creator(t);
      const ceiling = await declareLargeUpload(
        origin,
        '/api/v1/meeting-recording',
        {
          browser,
          declaredBytes: RECORDING_MAX_FILE_BYTES + 50 * 1000 ** 2,
          fileField: 'file',
        },
      );
      expect(ceiling).toMatchObject({
        status: 413,
        closedByServer: true,
        headers: { connection: 'close' },
      });
      expect(JSON.parse(ceiling.body).error).toBe('PAYLOAD_TOO_LARGE');

      // 1 GB left of the student tier's storage: a 2 GB body cannot fit.
      const student = await creator(t, { tier: 'student' });
      await t.database.db
        .update(users)
        .set({
          recordingStorageUsed: TIER_RECORDING_STORAGE_BYTES.student - GB,
        })
        .where(eq(users.id, student.id));
      const quota = await declareLargeUpload(
        origin,
        '/api/v1/meeting-recording',
        { browser: student.browser, declaredBytes: 2 * GB, fileField: 'file' },
      );
      expect([quota.status, JSON.parse(quota.body).error]).toEqual([
        413,
        'STORAGE_QUOTA_EXCEEDED',
      ]);
    });

    it('templates: more than a video may be, on creation and on change', async () => {
      const { browser } = await host(t);
      const declaredBytes = TEMPLATE_VIDEO_MAX_BYTES + 100 * 1000 ** 2;
      const created = await declareLargeUpload(origin, '/api/v1/template', {
        browser,
        declaredBytes,
        fileField: 'file',
      });
      expect(created).toMatchObject({ status: 413, closedByServer: true });
      expect(JSON.parse(created.body).message).toBe(
        templateErrorMessages.videoTooLarge,
      );

      const existing = await saveTemplate(browser, {
        fields: imageFields(),
        file: { data: PNG },
      });
      const changed = await declareLargeUpload(
        origin,
        `/api/v1/template/${existing.json().id}`,
        { browser, method: 'PUT', declaredBytes, fileField: 'file' },
      );
      expect(changed).toMatchObject({ status: 413, closedByServer: true });
    });

    it('avatar and banner: over 2 MB with the SPEC message', async () => {
      const { browser } = await signedInUser(t);
      for (const [method, path, fileField] of [
        ['PUT', '/api/v1/user', 'profilePic'],
        ['POST', '/api/v1/user/profile-banner', 'profileBanner'],
      ] as const) {
        const answer = await declareLargeUpload(origin, path, {
          browser,
          method,
          declaredBytes: 50 * 1024 * 1024,
          fileField,
        });
        expect(answer).toMatchObject({ status: 413, closedByServer: true });
        expect(JSON.parse(answer.body).message).toBe(
          messages.avatarUploadError,
        );
      }
    });
  });
});
