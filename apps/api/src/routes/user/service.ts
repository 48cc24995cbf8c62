import {
  API_ERRORS,
  messages,
  type ProfileUpdate,
  routePatterns,
  withQuery,
  userMessages,
} from '@ruume/contracts';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PasswordHasher } from '../../adapters/passwords';
import { newFileKey } from '../../adapters/storage/file-keys';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import { httpError } from '../../http/http-error';
import {
  emailChangedNotice,
  emailChangeMail,
  emailTakenNotice,
} from '../../core/account-mails';
import type { AuthRepository, SessionRow } from '../../core/session-repository';
import type { Core } from '../../core';
import type { LinkTokens } from '../../core/link-tokens';
import { hashToken } from '../../core/session-service';
import type { UserRepository, UserRow } from '../../core/user-repository';

/** A checked image: its bytes and what its content (not its name) says it is. */
export interface ImageUpload {
  data: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

/** Where `/settings?email=…` tells the user how the email change went. */
export type EmailChangeOutcome = 'updated' | 'expired' | 'taken';

export type UserService = ReturnType<typeof createUserService>;

export function createUserService(deps: {
  config: Pick<Config, 'publicUrl'>;
  apiPrefix: string;
  users: UserRepository;
  authRepository: AuthRepository;
  linkTokens: LinkTokens;
  passwords: PasswordHasher;
  mailer: Mailer;
  storage: FileStorage;
  /** Runs `fn` with repositories whose writes commit together. */
  transaction: Core['transaction'];
  /** Other domains' work before an account is deleted. */
  accountLifecycle: Core['accountLifecycle'];
  /**
   * Counts a mail to `address` and says whether it may still go: a signed-in user must not
   * be able to make the server mail a stranger without limit.
   */
  mayMail(address: string): Promise<boolean>;
}) {
  const {
    users,
    authRepository,
    passwords,
    mailer,
    storage,
    accountLifecycle,
  } = deps;

  const mustExist = (user: UserRow | null): UserRow => {
    if (!user)
      throw httpError(
        404,
        'ACCOUNT_NOT_FOUND',
        API_ERRORS.ACCOUNT_NOT_FOUND.message,
      );
    return user;
  };

  async function storeImage(
    folder: 'avatars' | 'banners',
    image: ImageUpload,
  ): Promise<string> {
    const key = newFileKey(folder, image.extension);
    await storage.put(key, image.data, image.contentType);
    return key;
  }

  /** Old files go after the row points elsewhere; a failed delete only leaves an orphan. */
  async function dropFiles(...keys: Array<string | null>): Promise<void> {
    await Promise.all(
      keys.flatMap((key) =>
        key ? [storage.delete(key).catch(() => undefined)] : [],
      ),
    );
  }

  return {
    async updateProfile(
      user: UserRow,
      changes: ProfileUpdate,
      profilePic?: ImageUpload,
    ): Promise<UserRow> {
      const profilePicKey = profilePic
        ? await storeImage('avatars', profilePic)
        : undefined;
      const updated = mustExist(
        await users.update(user.id, { ...changes, profilePicKey }),
      );
      if (profilePicKey) await dropFiles(user.profilePicKey);
      return updated;
    },

    async deleteProfilePic(user: UserRow): Promise<UserRow> {
      const updated = mustExist(
        await users.update(user.id, { profilePicKey: null }),
      );
      await dropFiles(user.profilePicKey);
      return updated;
    },

    async uploadProfileBanner(
      user: UserRow,
      banner: ImageUpload,
    ): Promise<UserRow> {
      const profileBannerKey = await storeImage('banners', banner);
      const updated = mustExist(
        await users.update(user.id, { profileBannerKey }),
      );
      await dropFiles(user.profileBannerKey);
      return updated;
    },

    /** A social sign-in user's first password (PUT user {password}). */
    async createPassword(user: UserRow, password: string): Promise<UserRow> {
      if (user.passwordHash) {
        throw httpError(
          409,
          'PASSWORD_ALREADY_SET',
          API_ERRORS.PASSWORD_ALREADY_SET.message,
        );
      }
      return mustExist(
        await users.update(user.id, {
          passwordHash: await passwords.hash(password),
        }),
      );
    },

    /** Other sessions (other devices, the extension) are signed out with TOKEN_STALE. */
    async changePassword(
      user: UserRow,
      session: SessionRow,
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      if (!user.passwordHash) {
        throw httpError(
          409,
          'PASSWORD_NOT_SET',
          API_ERRORS.PASSWORD_NOT_SET.message,
        );
      }
      if (!(await passwords.verify(user.passwordHash, currentPassword))) {
        throw httpError(
          400,
          'INCORRECT_PASSWORD',
          API_ERRORS.INCORRECT_PASSWORD.message,
        );
      }
      const passwordHash = await passwords.hash(newPassword);
      // Together or not at all: a new password with the old reset links or sessions still
      // valid would be worse than no change.
      await deps.transaction(async (tx) => {
        await tx.users.update(user.id, { passwordHash });
        await tx.authRepository.voidTokens(user.id, 'password_reset');
        await tx.authRepository.revokeUserSessions(
          user.id,
          'TOKEN_STALE',
          session.id,
        );
      });
    },

    /** Mails a confirmation link to the new address; the email changes when it is opened. */
    async requestEmailChange(user: UserRow, newEmail: string): Promise<void> {
      if (!user.passwordHash) {
        throw httpError(
          409,
          'PASSWORD_NOT_SET',
          userMessages.createPasswordFirst,
        );
      }
      if (newEmail === user.email) {
        throw httpError(
          400,
          'VALIDATION_ERROR',
          `newEmail: ${messages.newEmailSameAsCurrent}`,
        );
      }
      // The answer is the same whether or not the address is taken, so this call cannot
      // tell who has an account: the owner of a taken address hears of it by mail instead.
      const owner = await users.findByEmail(newEmail);
      if (!(await deps.mayMail(newEmail))) return;
      if (owner) {
        mailer.sendInBackground(emailTakenNotice(newEmail, owner.firstName));
        return;
      }
      await authRepository.voidTokens(user.id, 'email_change');
      const token = await deps.linkTokens.issue(user.id, 'email_change', {
        newEmail,
      });
      const url = `${deps.config.publicUrl}${deps.apiPrefix}/user/email-update/confirm?token=${encodeURIComponent(token)}`;
      await mailer.send(emailChangeMail(newEmail, user.firstName, url));
    },

    /** Opens the link of the email-change mail. The new address is confirmed by it. */
    async confirmEmailChange(token: string): Promise<EmailChangeOutcome> {
      const link = await authRepository.consumeToken(
        hashToken(token),
        'email_change',
      );
      const newEmail = link?.payload?.newEmail;
      const user = link && (await users.findById(link.userId));
      if (!user || !newEmail) return 'expired';
      const updated = await users.updateUnique(user.id, {
        email: newEmail,
        emailVerifiedAt: new Date(),
      });
      if (updated === 'taken') return 'taken';
      if (!updated) return 'expired';
      mailer.sendInBackground(
        emailChangedNotice(user.email, user.firstName, newEmail),
      );
      return 'updated';
    },

    /** Yourself, or anyone for an admin. Sessions answer USER_NOT_FOUND afterwards. */
    async deleteAccount(actor: UserRow, targetId: string): Promise<void> {
      if (actor.id !== targetId && actor.role !== 'ADMIN') {
        throw httpError(403, 'FORBIDDEN', userMessages.notYours);
      }
      const target = mustExist(await users.findById(targetId));
      if (target.role === 'ADMIN' && (await users.countAdmins()) <= 1) {
        throw httpError(409, 'LAST_ADMIN', API_ERRORS.LAST_ADMIN.message);
      }
      await accountLifecycle.beforeDelete(target.id);
      await users.deleteWithSessions(target.id);
      await dropFiles(target.profilePicKey, target.profileBannerKey);
    },
  };
}

/** `/settings?email=updated` (or expired, taken) after the email-change link. */
export const emailChangeRedirect = (outcome: EmailChangeOutcome): string =>
  withQuery(routePatterns.settings.root, { email: outcome });
