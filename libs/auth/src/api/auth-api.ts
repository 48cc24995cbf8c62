import { baseApi, currentUserApi } from '@ruume/api-client';
import {
  apiPaths,
  readCurrentUser,
  type AuthProviders,
  type CurrentUser,
  type ExtensionToken,
  type ForgotPasswordRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResendVerificationRequest,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from '@ruume/contracts';

// SPEC §3: text fields are lower-cased on read, wherever a current user comes from. The sign-in
// page loads this module, so its answers are checked without zod: readCurrentUser accepts and
// rejects what currentUserSchema does (contracts' current-user.test.ts holds them together).
const currentUser = (raw: unknown) => readCurrentUser(raw);

/** authProvidersSchema by hand (one boolean), for the same reason. */
const authProviders = (raw: unknown): AuthProviders => {
  const google = (raw as { google?: unknown } | null)?.google;
  if (typeof google !== 'boolean')
    throw new TypeError('auth/providers: google must be a boolean');
  return { google };
};

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<void, void>({
      query: () => ({ url: apiPaths.auth.logout(), method: 'POST' }),
    }),
    login: build.mutation<CurrentUser, LoginRequest>({
      query: (body) => ({ url: apiPaths.auth.login(), method: 'POST', body }),
      transformResponse: currentUser,
    }),
    register: build.mutation<void, RegisterRequest>({
      query: (body) => ({
        url: apiPaths.auth.register(),
        method: 'POST',
        body,
      }),
    }),
    /** Opening the registration link confirms the address and signs in. */
    verifyEmail: build.mutation<CurrentUser, VerifyEmailRequest>({
      query: (body) => ({
        url: apiPaths.auth.verifyEmail(),
        method: 'POST',
        body,
      }),
      transformResponse: currentUser,
    }),
    resendVerification: build.mutation<void, ResendVerificationRequest>({
      query: (body) => ({
        url: apiPaths.auth.resendVerification(),
        method: 'POST',
        body,
      }),
    }),
    forgotPassword: build.mutation<void, ForgotPasswordRequest>({
      query: (body) => ({
        url: apiPaths.auth.forgotPassword(),
        method: 'POST',
        body,
      }),
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => ({
        url: apiPaths.auth.resetPassword(),
        method: 'POST',
        body,
      }),
    }),
    /** Which social sign-ins this server offers; the buttons of the others stay hidden. */
    authProviders: build.query<AuthProviders, void>({
      query: () => apiPaths.auth.providers(),
      transformResponse: authProviders,
    }),
    /** A bearer token for the browser extension (a new session each time). */
    extensionToken: build.mutation<ExtensionToken, void>({
      query: () => ({ url: apiPaths.auth.extensionToken(), method: 'POST' }),
      // The extension page only: the schema loads with the answer.
      transformResponse: async (raw: unknown) =>
        (await import('./extension-token')).parseExtensionToken(raw),
    }),
  }),
});

/** GET auth/me lives in api-client, with the session every domain reads. */
export const { useCurrentUserQuery } = currentUserApi;

export const {
  useLogoutMutation,
  useLoginMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useAuthProvidersQuery,
  useExtensionTokenMutation,
} = authApi;
