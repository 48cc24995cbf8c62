import {
  createUser,
  NEW_PASSWORD,
  PASSWORD,
  signedInUser,
  signIn,
  tokenOf,
  uniqueEmail,
  waitForMail,
} from '../../support/accounts';
import { Browser } from '../../support/browser';
import { createTestApp, type TestApp } from '../../support/test-app';
import { DRIVERS } from '../../support/test-database';
import { multipart, PNG } from '../../support/uploads';

describe.each(DRIVERS)('email, password and account (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

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
    t.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') });

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

    it('refuses an address another account uses (409) and the current address (400)', async () => {
      const other = await createUser(t);
      const { user, browser } = await signedInUser(t);
      const taken = await browser.post('/api/v1/user/email-update', {
        newEmail: other.email,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: 'CONFLICT',
        message: 'this email is already used by another account.',
      });
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
      expect((await open(link)).headers.location).toBe('/settings?email=taken');
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
      await browser.post('/api/v1/auth/forgot-password', { email: user.email });
      const reset = (await waitForMail(t, user.email, /reset/)).links[0];

      expect((await browser.delete(`/api/v1/user/${user.id}`)).statusCode).toBe(
        204,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: new URL(picture).pathname }))
          .statusCode,
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
    });

    it('the last admin cannot delete itself (409)', async () => {
      // Other admins made by other tests count; demote them for this check.
      const { user, browser } = await signedInUser(t, { role: 'ADMIN' });
      const admins = await t.app.services.admin.listUsers({
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
        error: 'CONFLICT',
        message:
          'this is the last admin account: make someone else an admin before deleting it.',
      });
    });
  });
});
