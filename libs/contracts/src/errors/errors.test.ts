import { z } from 'zod';
import {
  API_ERROR_CODES,
  API_ERRORS,
  apiErrorBody,
  apiErrorBodySchema,
  isApiErrorCode,
  readServerErrorBody,
  serverErrorBodySchema,
  serverErrorMessage,
  validationErrorMessage,
} from './api-error';
import {
  AUTH_FAILURE_CODES,
  AUTH_FAILURE_STATUS,
  isAuthFailureCode,
} from './auth-failure';

describe('auth failure (SPEC §8)', () => {
  it('is status 437 with four codes', () => {
    expect(AUTH_FAILURE_STATUS).toBe(437);
    expect(AUTH_FAILURE_CODES).toEqual([
      'USER_BLOCK',
      'TOKEN_STALE',
      'INVALID_TOKEN',
      'USER_NOT_FOUND',
    ]);
  });

  it('recognises exactly those codes', () => {
    for (const code of AUTH_FAILURE_CODES)
      expect(isAuthFailureCode(code)).toBe(true);
    for (const other of [
      'user_block',
      'UNAUTHORIZED',
      '',
      undefined,
      null,
      437,
      {},
    ]) {
      expect(isAuthFailureCode(other)).toBe(false);
    }
  });
});

describe('error bodies', () => {
  it('apiErrorBodySchema requires error and message', () => {
    expect(
      apiErrorBodySchema.parse({ error: 'NOT_FOUND', message: 'not found' }),
    ).toEqual({
      error: 'NOT_FOUND',
      message: 'not found',
    });
    expect(apiErrorBodySchema.safeParse({ error: 'NOT_FOUND' }).success).toBe(
      false,
    );
  });

  it('serverErrorBodySchema allows either part to be missing', () => {
    expect(serverErrorBodySchema.parse({})).toEqual({});
    expect(serverErrorBodySchema.parse({ message: 'x' })).toEqual({
      message: 'x',
    });
  });

  it('readServerErrorBody never throws and keeps only string parts', () => {
    expect(readServerErrorBody(null)).toEqual({});
    expect(readServerErrorBody('<html>502</html>')).toEqual({});
    expect(readServerErrorBody({ error: 'USER_BLOCK', message: 42 })).toEqual({
      error: 'USER_BLOCK',
    });
    expect(
      readServerErrorBody({ error: 'X', message: 'y', stack: 'z' }),
    ).toEqual({ error: 'X', message: 'y' });
  });

  it('serverErrorMessage falls back when the message is missing or blank', () => {
    expect(
      serverErrorMessage(
        { message: 'wrong current password' },
        'sorry, something went wrong',
      ),
    ).toBe('wrong current password');
    expect(serverErrorMessage({ message: '  ' }, 'Authentication failed')).toBe(
      'Authentication failed',
    );
    expect(serverErrorMessage(undefined, 'Failed to upload recording')).toBe(
      'Failed to upload recording',
    );
  });
});

describe('api error codes', () => {
  it('cover the common codes with fitting statuses', () => {
    expect(API_ERROR_CODES).toEqual(
      expect.arrayContaining([
        'VALIDATION_ERROR',
        'NOT_FOUND',
        'UNAUTHORIZED',
        'FORBIDDEN',
        'XSRF_TOKEN_MISMATCH',
        'RATE_LIMITED',
        'CONFLICT',
        'INTERNAL_ERROR',
        'DATABASE_UNAVAILABLE',
        'MEETING_LIMIT_REACHED',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
      ]),
    );
    expect(API_ERRORS.MEETING_LIMIT_REACHED.status).toBe(429);
    expect(API_ERRORS.VALIDATION_ERROR.status).toBe(400);
    expect(API_ERRORS.DATABASE_UNAVAILABLE.status).toBe(503);
    // 437 is reserved for the auth failures that log the user out.
    expect(Object.values(API_ERRORS).map((e) => e.status)).not.toContain(
      AUTH_FAILURE_STATUS,
    );
    // No api code may be mistaken for an auth failure code.
    expect(API_ERROR_CODES.some((code) => isAuthFailureCode(code))).toBe(false);
  });

  it('builds bodies with default or given messages', () => {
    expect(apiErrorBody('NOT_FOUND')).toEqual({
      error: 'NOT_FOUND',
      message: 'not found',
    });
    expect(apiErrorBody('CONFLICT', 'email already registered')).toEqual({
      error: 'CONFLICT',
      message: 'email already registered',
    });
    expect(isApiErrorCode('RATE_LIMITED')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it('validationErrorMessage names the fields', () => {
    const result = z
      .object({ a: z.string(), b: z.object({ c: z.number() }) })
      .safeParse({ a: 1, b: { c: 'x' } });
    expect(result.success).toBe(false);
    expect(validationErrorMessage(result.error as z.ZodError)).toBe(
      'a: Invalid input: expected string, received number; b.c: Invalid input: expected number, received string',
    );
  });
});
