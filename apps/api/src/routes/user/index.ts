import {
  AVATAR_MAX_BYTES,
  messages,
  passwordCreateRequestSchema,
  profileUpdateSchema,
  tokenSchema,
  userEndpoints,
} from '@ruume/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoints } from '../../http/endpoint-routes';
import { httpError } from '../../http/http-error';
import { fieldNamesOf, readMultipart } from '../../http/multipart';
import { parseInput } from '../../http/validation';
import { clearSessionCookie, signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import { toCurrentUser } from '../../core/current-user';
import { checkImage } from './images';
import { emailChangeRedirect } from './service';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import type { UserService } from './service';

/** An image form: the profile's text fields (PUT user) or none (the banner), and one image. */
const imageUpload = (field: string, fieldNames: readonly string[] = []) => ({
  fieldNames,
  fileFields: [field],
  maxFileBytes: AVATAR_MAX_BYTES,
  tooLarge: { message: messages.avatarUploadError },
});

/** The signed-in user's profile, avatar, banner, email, password and account (SPEC §7 User). */
export interface UserRouteDependencies {
  config: Config;
  users: UserService;
  storage: FileStorage;
}

export const userRoutes: FastifyPluginAsyncZod<UserRouteDependencies> = async (
  app,
  { config, users, storage },
) => {
  const cookie = { secure: config.publicUrl.startsWith('https:') };

  await serveEndpoints(app, userEndpoints, {
    get: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return toCurrentUser(signedIn(request).user, storage);
      },
    },

    // One path, two shapes (SPEC §7): multipart profile fields with an optional profilePic,
    // or JSON {password} for a social sign-in user's first password (JSON profile fields work too).
    createPassword: { sameRouteAs: 'update' },
    update: {
      config: { auth: 'user' },
      handler: async (request) => {
        const { user } = signedIn(request);
        if (request.isMultipart()) {
          const { fields, files } = await readMultipart(
            request,
            imageUpload('profilePic', fieldNamesOf(profileUpdateSchema)),
          );
          const changes = parseInput(profileUpdateSchema, fields);
          const picture = files.profilePic
            ? await checkImage(files.profilePic.data)
            : undefined;
          return toCurrentUser(
            await users.updateProfile(user, changes, picture),
            storage,
          );
        }
        const body = request.body;
        if (typeof body === 'object' && body !== null && 'password' in body) {
          const { password } = parseInput(passwordCreateRequestSchema, body);
          return toCurrentUser(
            await users.createPassword(user, password),
            storage,
          );
        }
        const changes = parseInput(profileUpdateSchema, body ?? {});
        return toCurrentUser(await users.updateProfile(user, changes), storage);
      },
    },

    deleteProfilePic: {
      config: { auth: 'user' },
      handler: async (request) =>
        toCurrentUser(
          await users.deleteProfilePic(signedIn(request).user),
          storage,
        ),
    },

    uploadProfileBanner: {
      config: { auth: 'user' },
      handler: async (request) => {
        if (!request.isMultipart()) {
          throw httpError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'send the banner as multipart/form-data with a profileBanner file',
          );
        }
        const { files } = await readMultipart(
          request,
          imageUpload('profileBanner'),
        );
        if (!files.profileBanner) {
          throw httpError(400, 'VALIDATION_ERROR', messages.avatarSelectError);
        }
        const banner = await checkImage(files.profileBanner.data);
        return toCurrentUser(
          await users.uploadProfileBanner(signedIn(request).user, banner),
          storage,
        );
      },
    },

    delete: {
      config: { auth: 'user' },
      handler: async (request, reply) => {
        const { user } = signedIn(request);
        await users.deleteAccount(user, request.params.id);
        if (request.params.id === user.id) clearSessionCookie(reply, cookie);
        return reply.code(204).send();
      },
    },

    emailUpdate: {
      config: {
        auth: 'user',
        // Per account, after the session check (the counter key is the user, not the address).
        rateLimit: perAccount(config.rateLimitAuthPerMinute),
      },
      handler: async (request, reply) => {
        await users.requestEmailChange(
          signedIn(request).user,
          request.body.newEmail,
        );
        return reply.code(204).send();
      },
    },

    // Opened from the mail, maybe in another browser: the token alone is the proof.
    confirmEmailUpdate: {
      config: { auth: 'public' },
      handler: async (request, reply) => {
        const token = tokenSchema().safeParse(request.query.token);
        const outcome = token.success
          ? await users.confirmEmailChange(token.data)
          : 'expired';
        reply.header('cache-control', 'no-store');
        return reply.redirect(emailChangeRedirect(outcome), 302);
      },
    },

    changePassword: {
      config: {
        auth: 'user',
        // Guessing the current password from a stolen session is throttled too.
        rateLimit: { max: config.rateLimitLoginPerMinute, timeWindow: 60_000 },
      },
      handler: async (request, reply) => {
        const { user, session } = signedIn(request);
        await users.changePassword(
          user,
          session,
          request.body.currentPassword,
          request.body.newPassword,
        );
        return reply.code(204).send();
      },
    },
  });
};
