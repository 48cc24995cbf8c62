// SPEC §8: status 437 with one of these codes means the session is gone; the client logs out.

export const AUTH_FAILURE_STATUS = 437;

export const AUTH_FAILURE_CODES = [
  'USER_BLOCK',
  'TOKEN_STALE',
  'INVALID_TOKEN',
  'USER_NOT_FOUND',
] as const;
export type AuthFailureCode = (typeof AUTH_FAILURE_CODES)[number];

export const isAuthFailureCode = (value: unknown): value is AuthFailureCode =>
  typeof value === 'string' &&
  (AUTH_FAILURE_CODES as readonly string[]).includes(value);

/** What the api says with each 437 (shown on /login?error=…); a logout says its own. */
export const AUTH_FAILURE_MESSAGES: Readonly<Record<AuthFailureCode, string>> =
  {
    USER_BLOCK:
      'your account has been blocked. contact support if you think this is a mistake.',
    TOKEN_STALE:
      'your password was changed on another device. please sign in again.',
    INVALID_TOKEN: 'your session has expired. please sign in again.',
    USER_NOT_FOUND: 'this account no longer exists.',
  };

/** The INVALID_TOKEN message for a session that was signed out (logout). */
export const SIGNED_OUT_MESSAGE = 'you have signed out. please sign in again.';
