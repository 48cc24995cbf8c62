import {
  API_ERRORS,
  authMessages,
  NAME_MAX_LENGTH,
  type RegisterRequest,
  routePatterns,
} from '@ruume/contracts';
import type { Mailer } from '../../adapters/mail/mailer';
import type { OidcIdentity } from '../../adapters/oidc/google-sign-in';
import type { PasswordHasher } from '../../adapters/passwords';
import type { Config } from '../../config';
import { httpError } from '../../http/http-error';
import type { UserRepository, UserRow } from '../../core/user-repository';
import {
  passwordResetMail,
  signUpTakenNotice,
  verificationMail,
} from '../../core/account-mails';
import type { LinkTokens } from '../../core/link-tokens';
import type { AuthRepository } from '../../core/session-repository';
import { hashToken, type SessionService } from '../../core/session-service';

export type GoogleSignInResult =
  | { ok: true; user: UserRow; created: boolean }
  | { ok: false; message: string };

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  config: Pick<Config, 'publicUrl'>;
  users: UserRepository;
  repository: AuthRepository;
  sessions: SessionService;
  linkTokens: LinkTokens;
  passwords: PasswordHasher;
  mailer: Mailer;
  mayMail(address: string): Promise<boolean>;
}) {
  const { config, users, repository, sessions, linkTokens, passwords, mailer } =
    deps;

  const appLink = (path: string, token: string) =>
    `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  async function sendVerification(user: UserRow): Promise<void> {
    const token = await linkTokens.issue(user.id, 'email_verify');
    mailer.sendInBackground(
      verificationMail(
        user.email,
        user.firstName,
        appLink(routePatterns.auth.registerVerify, token),
      ),
    );
  }

  /**
   * Registration of an address that has an account: its owner hears of it by mail (at most
   * MAIL_CAP an hour), a pending one gets its confirmation link again; a blocked one nothing.
   */
  async function tellOwner(email: string): Promise<void> {
    const owner = await users.findByEmail(email);
    if (!owner || owner.status !== 'active') return;
    if (!(await deps.mayMail(owner.email))) return;
    if (!owner.emailVerifiedAt) return sendVerification(owner);
    mailer.sendInBackground(
      signUpTakenNotice(owner.email, owner.firstName, {
        signIn: `${config.publicUrl}${routePatterns.login}`,
        resetPassword: `${config.publicUrl}${routePatterns.auth.forgotPassword}`,
      }),
    );
  }

  function assertMaySignIn(user: UserRow): void {
    if (user.status === 'blocked') {
      throw httpError(
        403,
        'ACCOUNT_BLOCKED',
        API_ERRORS.ACCOUNT_BLOCKED.message,
      );
    }
  }

  return {
    /**
     * Creates an unverified account and mails the link; signing in waits for the link. The
     * answer is the same when the address is taken, so sign-up cannot tell who has an account:
     * the owner hears of it by mail instead.
     */
    async register(input: RegisterRequest): Promise<void> {
      const user = await users.insert({
        email: input.email,
        passwordHash: await passwords.hash(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      });
      if (user) await sendVerification(user);
      else await tellOwner(input.email);
    },

    /** Opens the registration link: the address is confirmed and the caller signs in. */
    async verifyEmail(token: string): Promise<UserRow> {
      const link = await repository.consumeToken(
        hashToken(token),
        'email_verify',
      );
      const user = link && (await users.findById(link.userId));
      if (!user) {
        throw httpError(410, 'LINK_EXPIRED', authMessages.verifyLinkExpired);
      }
      assertMaySignIn(user);
      if (user.emailVerifiedAt) return user;
      return (
        (await users.update(user.id, { emailVerifiedAt: new Date() })) ?? user
      );
    },

    /** Same answer whether or not the address has an account waiting for confirmation. */
    async resendVerification(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (user && !user.emailVerifiedAt && user.status === 'active') {
        await sendVerification(user);
      }
    },

    /** Password sign-in. Only a caller who knows the password learns more than "incorrect". */
    async login(email: string, password: string): Promise<UserRow> {
      const user = await users.findByEmail(email);
      if (!user?.passwordHash) {
        await passwords.verifyNothing(password);
        throw httpError(
          401,
          'INVALID_CREDENTIALS',
          API_ERRORS.INVALID_CREDENTIALS.message,
        );
      }
      if (!(await passwords.verify(user.passwordHash, password))) {
        throw httpError(
          401,
          'INVALID_CREDENTIALS',
          API_ERRORS.INVALID_CREDENTIALS.message,
        );
      }
      assertMaySignIn(user);
      if (!user.emailVerifiedAt) {
        throw httpError(
          403,
          'EMAIL_NOT_VERIFIED',
          API_ERRORS.EMAIL_NOT_VERIFIED.message,
        );
      }
      return user;
    },

    /** Mails a reset link (1 h) when the address has an account; the caller cannot tell. */
    async forgotPassword(email: string): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.status !== 'active') return;
      const token = await linkTokens.issue(user.id, 'password_reset');
      mailer.sendInBackground(
        passwordResetMail(
          user.email,
          user.firstName,
          appLink(routePatterns.auth.resetPassword, token),
        ),
      );
    },

    /**
     * Sets the new password and signs the account out everywhere (TOKEN_STALE). The link came
     * through the mailbox, so it also confirms the address.
     */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const link = await repository.consumeToken(
        hashToken(token),
        'password_reset',
      );
      const user = link && (await users.findById(link.userId));
      if (!user) {
        throw httpError(410, 'LINK_EXPIRED', authMessages.resetLinkExpired);
      }
      await users.update(user.id, {
        passwordHash: await passwords.hash(newPassword),
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await repository.voidTokens(user.id, 'password_reset');
      await sessions.revokeAll(user.id, 'TOKEN_STALE');
    },

    /**
     * Finds the account of a Google identity: by its subject, else by its verified email
     * (linking it), else a new account without a password. Linking an account whose address
     * was never confirmed drops its password: whoever registered it may not own the mailbox.
     */
    async signInWithGoogle(
      identity: OidcIdentity,
    ): Promise<GoogleSignInResult> {
      const blocked: GoogleSignInResult = {
        ok: false,
        message: API_ERRORS.ACCOUNT_BLOCKED.message,
      };
      const known = await users.findByGoogleSubject(identity.subject);
      if (known) {
        return known.status === 'blocked'
          ? blocked
          : { ok: true, user: known, created: false };
      }
      if (!identity.email || !identity.emailVerified) {
        return { ok: false, message: authMessages.googleNoVerifiedEmail };
      }

      for (let attempt = 0; attempt < 2; attempt++) {
        const existing = await users.findByEmail(identity.email);
        if (existing) {
          if (existing.status === 'blocked') return blocked;
          if (existing.googleSubject) {
            return { ok: false, message: authMessages.googleAccountInUse };
          }
          const linked = await users.updateUnique(existing.id, {
            googleSubject: identity.subject,
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
            passwordHash: existing.emailVerifiedAt
              ? existing.passwordHash
              : null,
          });
          if (linked === 'taken' || !linked) {
            return { ok: false, message: authMessages.googleAccountInUse };
          }
          return { ok: true, user: linked, created: false };
        }
        const created = await users.insert({
          email: identity.email,
          passwordHash: null,
          firstName: (identity.givenName ?? '').slice(0, NAME_MAX_LENGTH),
          lastName: (identity.familyName ?? '').slice(0, NAME_MAX_LENGTH),
          googleSubject: identity.subject,
          emailVerifiedAt: new Date(),
        });
        if (created) return { ok: true, user: created, created: true };
        // Someone registered the address (or linked the subject) meanwhile: look again.
      }
      return { ok: false, message: authMessages.googleAccountInUse };
    },
  };
}
