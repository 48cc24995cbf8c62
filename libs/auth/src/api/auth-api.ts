import {
  baseApi,
  coveringCalls,
  currentUserApi,
  fromEndpoint,
} from '@ruume/api-client';
import {
  authEndpoints,
  readCurrentUser,
  type AuthProviders,
} from '@ruume/contracts';

/** Sign-up, sign-in and sessions' calls, by slice endpoint. */
export const authCalls = {
  logout: authEndpoints.logout,
  login: authEndpoints.login,
  register: authEndpoints.register,
  verifyEmail: authEndpoints.verifyEmail,
  resendVerification: authEndpoints.resendVerification,
  forgotPassword: authEndpoints.forgotPassword,
  resetPassword: authEndpoints.resetPassword,
  authProviders: authEndpoints.providers,
  extensionToken: authEndpoints.extensionToken,
};

// The sign-in page loads this module, so the answers it reads are checked by hand, without zod:
// readCurrentUser accepts and rejects what currentUserSchema does (contracts' current-user.test.ts
// holds them together) and lower-cases the text fields as SPEC §3 says.
const currentUser = (raw: unknown) => readCurrentUser(raw);

/** authProvidersSchema by hand (one boolean), for the same reason. */
const authProviders = (raw: unknown): AuthProviders => {
  const google = (raw as { google?: unknown } | null)?.google;
  if (typeof google !== 'boolean')
    throw new TypeError('auth/providers: google must be a boolean');
  return { google };
};

export const authApi = coveringCalls(
  authCalls,
  baseApi.injectEndpoints({
    endpoints: (build) => ({
      logout: build.mutation(fromEndpoint(authCalls.logout)),
      login: build.mutation(fromEndpoint(authCalls.login, currentUser)),
      register: build.mutation(fromEndpoint(authCalls.register)),
      /** Opening the registration link confirms the address and signs in. */
      verifyEmail: build.mutation(
        fromEndpoint(authCalls.verifyEmail, currentUser),
      ),
      resendVerification: build.mutation(
        fromEndpoint(authCalls.resendVerification),
      ),
      forgotPassword: build.mutation(fromEndpoint(authCalls.forgotPassword)),
      resetPassword: build.mutation(fromEndpoint(authCalls.resetPassword)),
      /** Which social sign-ins this server offers; the buttons of the others stay hidden. */
      authProviders: build.query(
        fromEndpoint(authCalls.authProviders, authProviders),
      ),
      /** A bearer token for the browser extension (a new session each time). */
      extensionToken: build.mutation(fromEndpoint(authCalls.extensionToken)),
    }),
  }),
);

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
