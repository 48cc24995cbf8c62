import { baseApi, currentUserApi } from '@ruume/api-client';
import {
  apiPaths,
  authProvidersSchema,
  extensionTokenSchema,
  parseCurrentUser,
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

// SPEC §3: text fields are lower-cased on read, wherever a current user comes from.
const currentUser = (raw: unknown) => parseCurrentUser(raw);

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
      query: (body) => ({ url: apiPaths.auth.register(), method: 'POST', body }),
    }),
    /** Opening the registration link confirms the address and signs in. */
    verifyEmail: build.mutation<CurrentUser, VerifyEmailRequest>({
      query: (body) => ({ url: apiPaths.auth.verifyEmail(), method: 'POST', body }),
      transformResponse: currentUser,
    }),
    resendVerification: build.mutation<void, ResendVerificationRequest>({
      query: (body) => ({ url: apiPaths.auth.resendVerification(), method: 'POST', body }),
    }),
    forgotPassword: build.mutation<void, ForgotPasswordRequest>({
      query: (body) => ({ url: apiPaths.auth.forgotPassword(), method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => ({ url: apiPaths.auth.resetPassword(), method: 'POST', body }),
    }),
    /** Which social sign-ins this server offers; the buttons of the others stay hidden. */
    authProviders: build.query<AuthProviders, void>({
      query: () => apiPaths.auth.providers(),
      transformResponse: (raw: unknown) => authProvidersSchema.parse(raw),
    }),
    /** A bearer token for the browser extension (a new session each time). */
    extensionToken: build.mutation<ExtensionToken, void>({
      query: () => ({ url: apiPaths.auth.extensionToken(), method: 'POST' }),
      transformResponse: (raw: unknown) => extensionTokenSchema.parse(raw),
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
