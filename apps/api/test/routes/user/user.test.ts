import { currentUserSchema } from '@ruume/contracts';
import {
  createUser,
  NEW_PASSWORD,
  outbox,
  PASSWORD,
  settleMail,
  signedInUser,
  signIn,
  tokenOf,
  uniqueEmail,
  waitForMail,
} from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FEATURE_DRIVERS } from '../../support/test-database';
import { JPEG, multipart, PNG } from '../../support/uploads';

const UPLOAD_ERROR = 'upload error; review file. png, jpeg, jpg up to 2mb';
const MiB = 1024 * 1024;

// One app per driver for all of the user calls (each app costs a database copy and open).
describe.each(FEATURE_DRIVERS)('user settings (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  describe('profile, avatar and banner', () => {
    const putProfile = async (
      browser: Browser,
      fields: Record<string, string>,
      files: Parameters<typeof multipart>[1] = [],
    ) => {
      const body = await multipart(fields, files);
      return browser.put('/api/v1/user', body.payload, {
        headers: body.headers,
      });
    };
    /** What the browser gets for an URL the api handed out. */
    const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

    it('GET user answers the current user', async () => {
      const { user, browser } = await signedInUser(t);
      const response = await browser.get('/api/v1/user');
      expect(response.statusCode).toBe(200);
      expect(currentUserSchema.parse(response.json()).id).toBe(user.id);
      expect(response.json()).toEqual(
        (await browser.get('/api/v1/auth/me')).json(),
      );
    });

    it('PUT user (multipart) changes the given fields, clears empty ones and keeps the rest', async () => {
      const { browser } = await signedInUser(t, {
        pronouns: 'she/her',
        website: 'https://old.example.com',
      });
      const response = await putProfile(browser, {
        firstName: '  Grace ',
        lastName: 'Hopper',
        workspaceName: 'Navy',
        workspaceRole: 'Rear Admiral',
        displayFirstNameOnly: 'true',
        website: '',
        avatarBackgroundColor: '#112233',
        avatarTextColor: '#fff',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'grace',
        lastName: 'hopper',
        pronouns: 'she/her',
        workspaceName: 'navy',
        workspaceRole: 'rear admiral',
        displayFirstNameOnly: true,
        website: null,
        avatarBackgroundColor: '#112233',
        avatarTextColor: '#fff',
        profilePicUrl: null,
      });
      expect((await browser.get('/api/v1/auth/me')).json()).toEqual(
        response.json(),
      );
    });

    it('PUT user (multipart) validates fields like the JSON calls', async () => {
      const { browser } = await signedInUser(t);
      const response = await putProfile(browser, {
        firstName: '',
        website: 'javascript:alert(1)',
        avatarTextColor: 'white',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message:
          'firstName: first name is required; website: website must be a valid http or https address; avatarTextColor: avatar text colour must be a hex colour such as #B74366',
      });
    });

    it('PUT user with JSON profile fields works too', async () => {
      const { browser } = await signedInUser(t);
      const response = await browser.put('/api/v1/user', {
        pronouns: 'They/Them',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().pronouns).toBe('they/them');
    });

    it('takes an avatar by its content: PNG bytes named .txt are a png; the URL serves it', async () => {
      const { user, browser } = await signedInUser(t);
      const response = await putProfile(browser, { pronouns: 'he/him' }, [
        {
          name: 'profilePic',
          data: PNG,
          filename: 'notes.txt',
          type: 'text/plain',
        },
      ]);
      expect(response.statusCode).toBe(200);
      const { profilePicUrl, pronouns } = response.json();
      expect(pronouns).toBe('he/him');
      expect(profilePicUrl).not.toContain(user.id);
      expect(profilePicUrl).toMatch(
        new RegExp(
          '^http://localhost:3000/api/v1/files/avatars/[\\w-]{22}\\.png$',
        ),
      );

      const file = await fetchUrl(profilePicUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      // Anyone may load it (avatars show in rooms), and caches revalidate cheaply.
      const again = await fetchUrl(profilePicUrl, {
        'if-none-match': String(file.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('takes a JPEG named .png as a jpg', async () => {
      const { browser } = await signedInUser(t);
      const response = await putProfile(browser, {}, [
        {
          name: 'profilePic',
          data: JPEG,
          filename: 'me.png',
          type: 'image/png',
        },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().profilePicUrl).toMatch(/\.jpg$/);
      const file = await fetchUrl(response.json().profilePicUrl);
      expect(file.headers['content-type']).toBe('image/jpeg');
    });

    it('refuses text named .png with 415 and the SPEC message, and changes nothing', async () => {
      const { browser } = await signedInUser(t);
      const response = await putProfile(browser, { pronouns: 'x' }, [
        {
          name: 'profilePic',
          data: Buffer.from('just some text, not an image'),
          filename: 'avatar.png',
          type: 'image/png',
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: UPLOAD_ERROR,
      });
      const me = (await browser.get('/api/v1/auth/me')).json();
      expect(me.pronouns).toBeNull();
      expect(me.profilePicUrl).toBeNull();
    });

    it('refuses an avatar over 2 MB with 413 and the SPEC message; exactly 2 MB is fine', async () => {
      const { browser } = await signedInUser(t);
      const tooLarge = await putProfile(browser, {}, [
        {
          name: 'profilePic',
          data: Buffer.concat([PNG, Buffer.alloc(2 * MiB + 1 - PNG.length)]),
          filename: 'big.png',
          type: 'image/png',
        },
      ]);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual({
        error: 'PAYLOAD_TOO_LARGE',
        message: UPLOAD_ERROR,
      });

      const limit = await putProfile(browser, {}, [
        {
          name: 'profilePic',
          data: Buffer.concat([PNG, Buffer.alloc(2 * MiB - PNG.length)]),
          filename: 'limit.png',
          type: 'image/png',
        },
      ]);
      expect(limit.statusCode).toBe(200);
    });

    it('an empty file input (no file chosen) leaves the avatar as it is', async () => {
      const { browser } = await signedInUser(t);
      await putProfile(browser, {}, [
        { name: 'profilePic', data: PNG, filename: 'a.png' },
      ]);
      const response = await putProfile(browser, { lastName: 'Smith' }, [
        { name: 'profilePic', data: Buffer.alloc(0), filename: '' },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().profilePicUrl).not.toBeNull();
      expect(response.json().lastName).toBe('smith');
    });

    it('replacing and deleting the avatar removes the old files', async () => {
      const { browser } = await signedInUser(t);
      const first = (
        await putProfile(browser, {}, [
          { name: 'profilePic', data: PNG, filename: 'a.png' },
        ])
      ).json().profilePicUrl;
      const second = (
        await putProfile(browser, {}, [
          { name: 'profilePic', data: JPEG, filename: 'b.jpg' },
        ])
      ).json().profilePicUrl;
      expect(second).not.toBe(first);
      expect((await fetchUrl(first)).statusCode).toBe(404);

      const deleted = await browser.delete('/api/v1/user/profile-pic');
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().profilePicUrl).toBeNull();
      expect((await fetchUrl(second)).statusCode).toBe(404);
    });

    it('POST user/profile-banner stores a checked banner', async () => {
      const { browser } = await signedInUser(t);
      const body = await multipart({}, [
        { name: 'profileBanner', data: PNG, filename: 'banner.png' },
      ]);
      const response = await browser.post(
        '/api/v1/user/profile-banner',
        body.payload,
        { headers: body.headers },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().profileBannerUrl).toMatch(
        /\/files\/banners\/.+\.png$/,
      );

      const text = await multipart({}, [
        { name: 'profileBanner', data: Buffer.from('nope'), filename: 'b.png' },
      ]);
      const refused = await browser.post(
        '/api/v1/user/profile-banner',
        text.payload,
        { headers: text.headers },
      );
      expect(refused.statusCode).toBe(415);

      const wrongField = await multipart({}, [
        { name: 'profilePic', data: PNG, filename: 'a.png' },
      ]);
      const unexpected = await browser.post(
        '/api/v1/user/profile-banner',
        wrongField.payload,
        { headers: wrongField.headers },
      );
      expect(unexpected.statusCode).toBe(400);
    });

    it('files: unknown keys and path tricks answer 404', async () => {
      for (const path of [
        '/api/v1/files/avatars/nobody/none.png',
        '/api/v1/files/..%2F..%2Fdb%2FPG_VERSION',
        '/api/v1/files/avatars/../../db/PG_VERSION',
      ]) {
        const response = await t.app.inject({ method: 'GET', url: path });
        expect(response.statusCode).toBe(404);
      }
    });

    it('PUT user {password}: a social sign-in user creates a first password; a second time is 409', async () => {
      const social = await createUser(t, {
        password: null,
        googleSubject: 'g-sub-profile',
      });
      // Signed in with Google; simulated by a session made directly.
      const { token } = await t.app.services.sessions.create(social.id);
      const browser = new Browser(t.app);
      browser.cookies.set('ruume_session', token);
      expect((await browser.get('/api/v1/auth/me')).json().passwordExists).toBe(
        false,
      );

      const weak = await browser.put('/api/v1/user', { password: 'weak' });
      expect(weak.statusCode).toBe(400);

      const created = await browser.put('/api/v1/user', { password: PASSWORD });
      expect(created.statusCode).toBe(200);
      expect(created.json().passwordExists).toBe(true);
      await signIn(t, social.email, PASSWORD);

      const again = await browser.put('/api/v1/user', {
        password: 'An0ther-one!',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: 'PASSWORD_ALREADY_SET',
        message: 'your account already has a password; change it instead.',
      });
    });
  });

  describe('email, password and account', () => {
    /** A Google-only account (no password), signed in. */
    const socialUser = async () => {
      const user = await createUser(t, {
        password: null,
        googleSubject: `g-${uniqueEmail()}`,
      });
      const browser = new Browser(t.app);
      browser.cookies.set(
        'ruume_session',
        (await t.app.services.sessions.create(user.id)).token,
      );
      return { user, browser };
    };
    /** Opens a link from a mail the way a browser does: a plain navigation, no cookies. */
    const open = (link: string) =>
      t.app.inject({
        method: 'GET',
        url: link.replace(/^https?:\/\/[^/]+/, ''),
      });

    describe('email change', () => {
      it('mails the new address; its link switches the email and redirects to /settings?email=updated', async () => {
        const { user, browser } = await signedInUser(t, { firstName: 'Mia' });
        const newEmail = uniqueEmail('mia.new');
        const response = await browser.post('/api/v1/user/email-update', {
          newEmail: newEmail.toUpperCase(),
        });
        expect(response.statusCode).toBe(204);

        const mail = await waitForMail(t, newEmail, /confirm your new email/);
        expect(mail.links[0]).toMatch(
          /^http:\/\/localhost:3000\/api\/v1\/user\/email-update\/confirm\?token=[\w-]{43}$/,
        );
        // Nothing changes before the link is opened.
        expect((await browser.get('/api/v1/auth/me')).json().email).toBe(
          user.email,
        );

        const confirmed = await open(mail.links[0]);
        expect(confirmed.statusCode).toBe(302);
        expect(confirmed.headers.location).toBe('/settings?email=updated');
        expect((await browser.get('/api/v1/auth/me')).json().email).toBe(
          newEmail,
        );
        // The old address hears about it; signing in uses the new one.
        const notice = await waitForMail(t, user.email, /email was changed/);
        expect(notice.text).toContain(newEmail);
        await signIn(t, newEmail);

        const reused = await open(mail.links[0]);
        expect(reused.headers.location).toBe('/settings?email=expired');
      });

      it('answers a taken address like a free one and tells its owner by mail; refuses the current address (400)', async () => {
        const other = await createUser(t, { firstName: 'Owner' });
        const { user, browser } = await signedInUser(t);
        const taken = await browser.post('/api/v1/user/email-update', {
          newEmail: other.email,
        });
        // Same answer as for a free address: the call cannot list who has an account.
        expect(taken.statusCode).toBe(204);
        const notice = await waitForMail(t, other.email, /someone tried/);
        expect(notice.text).toContain('hi owner,');
        expect(notice.text).toContain('nothing has changed');
        expect(notice.links).toEqual([]);
        await settleMail(t);
        expect(
          (await outbox(t)).filter(
            (mail) => mail.to === other.email && /confirm/.test(mail.subject),
          ),
        ).toEqual([]);
        const same = await browser.post('/api/v1/user/email-update', {
          newEmail: user.email,
        });
        expect(same.statusCode).toBe(400);
        expect(same.json()).toEqual({
          error: 'VALIDATION_ERROR',
          message: 'newEmail: new email is the same as current email',
        });
        const invalid = await browser.post('/api/v1/user/email-update', {
          newEmail: 'not-an-email',
        });
        expect(invalid.statusCode).toBe(400);
      });

      it('an address taken between the request and the link redirects with email=taken', async () => {
        const { browser } = await signedInUser(t);
        const newEmail = uniqueEmail();
        await browser.post('/api/v1/user/email-update', { newEmail });
        const link = (await waitForMail(t, newEmail)).links[0];
        await createUser(t, { email: newEmail });
        expect((await open(link)).headers.location).toBe(
          '/settings?email=taken',
        );
      });

      it('a broken or missing token redirects with email=expired', async () => {
        for (const url of [
          '/api/v1/user/email-update/confirm',
          '/api/v1/user/email-update/confirm?token=nope',
          '/api/v1/user/email-update/confirm?token=%3Cscript%3E',
        ]) {
          const response = await t.app.inject({ method: 'GET', url });
          expect(response.statusCode).toBe(302);
          expect(response.headers.location).toBe('/settings?email=expired');
        }
      });

      it('a social sign-in user must create a password first (409 PASSWORD_NOT_SET)', async () => {
        const { browser } = await socialUser();
        const response = await browser.post('/api/v1/user/email-update', {
          newEmail: uniqueEmail(),
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'PASSWORD_NOT_SET',
          message: 'please create a password before changing your email.',
        });
      });
    });

    describe('password change', () => {
      it('a wrong current password answers 400 with a readable message', async () => {
        const { browser } = await signedInUser(t);
        const response = await browser.post('/api/v1/user/password', {
          currentPassword: 'Wrong-passw0rd',
          newPassword: NEW_PASSWORD,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'INCORRECT_PASSWORD',
          message: 'current password is incorrect',
        });
      });

      it('the new password must meet the criteria', async () => {
        const { browser } = await signedInUser(t);
        const response = await browser.post('/api/v1/user/password', {
          currentPassword: PASSWORD,
          newPassword: 'password',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          'newPassword: please make sure the password meets all the criteria',
        );
      });

      it('a social sign-in user without a password is told to create one (409)', async () => {
        const { browser } = await socialUser();
        const response = await browser.post('/api/v1/user/password', {
          currentPassword: 'anything',
          newPassword: NEW_PASSWORD,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'PASSWORD_NOT_SET',
          message: 'you signed in with google: please create a password first.',
        });
      });
    });

    describe('account deletion', () => {
      it('a user cannot delete someone else: 403', async () => {
        const victim = await createUser(t);
        const { browser } = await signedInUser(t);
        const response = await browser.delete(`/api/v1/user/${victim.id}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'FORBIDDEN',
          message: 'you can only delete your own account.',
        });
        await signIn(t, victim.email);
      });

      it('deleting yourself removes the account, its files and its links', async () => {
        const { user, browser } = await signedInUser(t);
        const body = await multipart({}, [
          { name: 'profilePic', data: PNG, filename: 'a.png' },
        ]);
        const picture = (
          await browser.put('/api/v1/user', body.payload, {
            headers: body.headers,
          })
        ).json().profilePicUrl;
        await browser.post('/api/v1/auth/forgot-password', {
          email: user.email,
        });
        const reset = (await waitForMail(t, user.email, /reset/)).links[0];

        expect(
          (await browser.delete(`/api/v1/user/${user.id}`)).statusCode,
        ).toBe(204);
        expect(
          (
            await t.app.inject({
              method: 'GET',
              url: new URL(picture).pathname,
            })
          ).statusCode,
        ).toBe(404);
        const resetAfter = await new Browser(t.app).post(
          '/api/v1/auth/reset-password',
          { token: tokenOf(reset), newPassword: NEW_PASSWORD },
        );
        expect(resetAfter.statusCode).toBe(410);
        // The address is free again.
        const again = await new Browser(t.app).post('/api/v1/auth/register', {
          email: user.email,
          password: PASSWORD,
          firstName: 'New',
          lastName: 'Person',
        });
        expect(again.statusCode).toBe(204);
      });

      it('an admin may delete anyone; an unknown id is 404 for them', async () => {
        const { browser: admin } = await signedInUser(t, { role: 'ADMIN' });
        const { user, browser } = await signedInUser(t);
        expect((await admin.delete(`/api/v1/user/${user.id}`)).statusCode).toBe(
          204,
        );
        expect((await browser.get('/api/v1/user')).json().error).toBe(
          'USER_NOT_FOUND',
        );
        const unknown = await admin.delete(
          '/api/v1/user/00000000-0000-4000-8000-000000000000',
        );
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({
          error: 'ACCOUNT_NOT_FOUND',
          message: 'this account does not exist.',
        });
      });

      it('the last admin cannot delete itself (409)', async () => {
        // Other admins made by other tests count; demote them for this check.
        const { user, browser } = await signedInUser(t, { role: 'ADMIN' });
        const admins = await t.app.services.modules.admin.service.listUsers({
          role: 'ADMIN',
          limit: 100,
          offset: 0,
        });
        for (const other of admins.users) {
          if (other.id !== user.id)
            await t.app.services.users.update(other.id, { role: 'USER' });
        }
        const response = await browser.delete(`/api/v1/user/${user.id}`);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: 'LAST_ADMIN',
          message:
            'this is the last admin account: make someone else an admin before deleting it.',
        });
      });
    });
  });
});
