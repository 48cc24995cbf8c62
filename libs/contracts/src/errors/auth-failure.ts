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
