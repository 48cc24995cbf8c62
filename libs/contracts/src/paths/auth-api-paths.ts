// apiPaths.auth on its own: the session check (GET auth/me) runs on every first page load and
// needs these, not the whole api path table.
/** GET auth/me, the session check's one call. */
export const CURRENT_USER_API_PATH = 'auth/me';

export const authApiPaths = {
  me: () => CURRENT_USER_API_PATH,
  logout: () => 'auth/logout',
  register: () => 'auth/register',
  login: () => 'auth/login',
  verifyEmail: () => 'auth/verify-email',
  resendVerification: () => 'auth/resend-verification',
  forgotPassword: () => 'auth/forgot-password',
  resetPassword: () => 'auth/reset-password',
  googleLogin: () => 'auth/login/google',
  googleCallback: () => 'auth/login/google/callback',
  providers: () => 'auth/providers',
  extensionToken: () => 'auth/extension-token',
} as const;
