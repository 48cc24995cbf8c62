// What anyone holding a link gets never carries an account id (on PGlite and PostgreSQL): a host
// with an uploaded avatar and banner, a room from an uploaded background, a recording with its
// poster; then every public answer about them (the room entry, its status, a guest's ticket and
// the room's welcome, the share checks, the free download, the share link's preview) is read
// whole, headers too, for the host's id. The file URLs in them are there and still serve.
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { roomEntrySchema } from '@ruume/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { makeTempDir } from '../support/pglite-template';
import { createTestApp, type TestApp } from '../support/test-app';
import { FEATURE_DRIVERS } from '../support/test-database';
import { multipart, PNG, uploadBanner } from '../support/uploads';
import { createMeeting } from './meeting/meeting-support';
import { enter, guest, listen } from './room/room-support';
import {
  insertRecording,
  onboardedCreator,
  priced,
  visitor,
} from './share/share-support';
import { imageFields, saveTemplate } from './template/template-support';

const INDEX_HTML = `<!doctype html>
<html><head><title>ruume</title><!--ruume-runtime-config--></head>
<body><div id="root"></div></body></html>`;

describe.each(FEATURE_DRIVERS)(
  'public answers carry no account id (%s)',
  (driver) => {
    let t: TestApp;
    let base: string;
    let distDir: string;
    beforeAll(async () => {
      distDir = await makeTempDir('ruume-web-dist-');
      await writeFile(join(distDir, 'index.html'), INDEX_HTML);
      t = await createTestApp({ driver, env: { WEB_DIST_DIR: distDir } });
      base = await listen(t);
    });
    afterAll(async () => {
      await t.close();
      await rm(distDir, { recursive: true, force: true });
    });

    /** Everything a client reads of an answer: status line aside, its headers and body. */
    const whole = (response: LightMyRequestResponse) =>
      `${JSON.stringify(response.headers)}\n${response.body}`;

    it('in the room entry, the lobby, the room, the share page and its preview', async () => {
      const { user: host, browser } = await onboardedCreator(
        t,
        'professional',
        {
          firstName: 'Hana',
          lastName: 'Host',
        },
      );
      const avatar = await multipart({}, [
        {
          name: 'profilePic',
          data: PNG,
          filename: 'me.png',
          type: 'image/png',
        },
      ]);
      const profile = await browser.put('/api/v1/user', avatar.payload, {
        headers: avatar.headers,
      });
      expect(profile.statusCode).toBe(200);
      const bannerSaved = await uploadBanner(browser);
      expect(bannerSaved.statusCode).toBe(200);
      // The URLs the host's own answers carry name no account either.
      const ownUrls = [
        profile.json().profilePicUrl,
        bannerSaved.json().profileBannerUrl,
      ];
      for (const url of ownUrls) {
        expect(url).toMatch(
          /\/api\/v1\/files\/(avatars|banners)\/[\w-]{22}\.png$/,
        );
      }

      const template = await saveTemplate(browser, {
        fields: imageFields(),
        file: { data: PNG },
      });
      expect(template.statusCode).toBe(201);
      const meeting = await createMeeting(browser, {
        templateId: (template.json() as { id: string }).id,
      });
      const recording = await insertRecording(t, host.id, {
        poster: true,
        ...priced(499),
      });
      const free = await insertRecording(t, host.id, { poster: true });

      const anyone = visitor(t);
      const entry = await anyone.get(`/api/v1/meeting/${meeting.roomId}`);
      const parsed = roomEntrySchema.parse(entry.json());
      // Not vacuous: the entry does carry the avatar's and the background's URLs, which serve.
      const urls = [parsed.host.avatarUrl, parsed.background?.fileUrl];
      for (const url of urls) {
        expect(url).toEqual(expect.stringContaining('/api/v1/files/'));
        const file = await anyone.get(new URL(url ?? '').pathname);
        expect(file.statusCode).toBe(200);
      }

      const h = await enter(base, browser, meeting.roomId, 'host');
      await h.client.next('welcome');
      const g = await enter(base, guest(t), meeting.roomId, 'guest');
      const welcome = await g.client.next('welcome');
      expect(welcome.participants[0]?.avatarUrl).toBe(parsed.host.avatarUrl);

      const answers: Array<[string, string]> = [
        ['the room entry', whole(entry)],
        [
          'the lobby status',
          whole(await anyone.get(`/api/v1/room/${meeting.roomId}/status`)),
        ],
        ['the room welcome', JSON.stringify(welcome)],
        [
          'the share check',
          whole(
            await anyone.post('/api/v1/meeting-recording/check-monetized', {
              shareId: recording.shareId,
            }),
          ),
        ],
        [
          'the access check',
          whole(
            await anyone.post('/api/v1/meeting-recording/check-access', {
              shareId: recording.shareId,
              email: 'someone@example.com',
            }),
          ),
        ],
        [
          'the free download',
          whole(await anyone.get(`/api/v1/download/public/${free.shareId}`)),
        ],
        [
          'the share link preview',
          whole(
            await anyone.get(`/share/r/${recording.shareId}`, {
              accept: '*/*',
            }),
          ),
        ],
      ];
      // The preview shows the poster (not vacuous either).
      expect(answers[6][1]).toContain('og:image');
      for (const [name, text] of answers) {
        expect({ name, leaks: text.includes(host.id) }).toEqual({
          name,
          leaks: false,
        });
      }
      h.client.close();
      g.client.close();
    });
  },
);
