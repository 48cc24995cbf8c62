// Auth calls (our own, beside SPEC §7; see ../auth/auth-requests).
import { CURRENT_USER_API_PATH } from '../paths/auth-api-paths';
import { endpointsOf } from './endpoint';

const { call, navigation } = endpointsOf(() => import('./schemas'));

export const authEndpoints = {
  /** The session check: the signed-in user, or 401. */
  me: call('GET', `/${CURRENT_USER_API_PATH}`, (s) => ({
    response: s.currentUserSchema,
  })),
  logout: call('POST', '/auth/logout', (s) => ({ response: s.noContent })),
  register: call('POST', '/auth/register', (s) => ({
    body: s.registerRequestSchema,
    response: s.noContent,
  })),
  login: call('POST', '/auth/login', (s) => ({
    body: s.loginRequestSchema,
    response: s.currentUserSchema,
  })),
  /** Opening the registration link confirms the address and signs in. */
  verifyEmail: call('POST', '/auth/verify-email', (s) => ({
    body: s.verifyEmailRequestSchema,
    response: s.currentUserSchema,
  })),
  resendVerification: call('POST', '/auth/resend-verification', (s) => ({
    body: s.resendVerificationRequestSchema,
    response: s.noContent,
  })),
  forgotPassword: call('POST', '/auth/forgot-password', (s) => ({
    body: s.forgotPasswordRequestSchema,
    response: s.noContent,
  })),
  resetPassword: call('POST', '/auth/reset-password', (s) => ({
    body: s.resetPasswordRequestSchema,
    response: s.noContent,
  })),
  /** Which social sign-ins are configured. */
  providers: call('GET', '/auth/providers', (s) => ({
    response: s.authProvidersSchema,
  })),
  /** A bearer token for the browser extension (docs/extension-login.md). */
  extensionToken: call('POST', '/auth/extension-token', (s) => ({
    response: s.extensionTokenSchema,
  })),
  /** Starts social sign-in; the provider returns to the callback. */
  googleLogin: navigation('GET', '/auth/login/google', (s) => ({
    response: s.noContent,
  })),
  googleCallback: navigation('GET', '/auth/login/google/callback', (s) => ({
    response: s.noContent,
  })),
};
