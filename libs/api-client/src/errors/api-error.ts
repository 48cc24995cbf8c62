import type { ApiError } from '../query/base-query';
import { messages, readServerErrorBody } from '@ruume/contracts';

/** An RTK Query error from our baseQuery, or null for anything else (a thrown bug, undefined). */
export function asApiError(error: unknown): ApiError | null {
  if (typeof error !== 'object' || error === null || !('status' in error))
    return null;
  const { status, data } = error as { status: unknown; data?: unknown };
  if (
    typeof status !== 'number' &&
    status !== 'FETCH_ERROR' &&
    status !== 'PARSING_ERROR'
  )
    return null;
  return { status, data: readServerErrorBody(data) };
}

export const errorStatus = (error: unknown) => asApiError(error)?.status;
export const errorCode = (error: unknown) => asApiError(error)?.data.error;

/**
 * What to tell the user about a failed call: the server's message, else `fallback`. A call
 * that never reached the server says nothing useful ("Failed to fetch"), so it gets the
 * fallback too; validation messages lose their "field: " prefix.
 */
export function errorMessage(
  error: unknown,
  fallback: string = messages.somethingWentWrong,
): string {
  const apiError = asApiError(error);
  if (!apiError || typeof apiError.status !== 'number') return fallback;
  const message = apiError.data.message?.trim();
  if (!message) return fallback;
  return apiError.data.error === 'VALIDATION_ERROR'
    ? message.replace(/^[\w.]+: /, '')
    : message;
}
