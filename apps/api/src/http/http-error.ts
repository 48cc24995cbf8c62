import { API_ERRORS, type ApiErrorCode } from '@ruume/contracts';

/** An error whose status, code and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** `throw httpError(404, 'MEETING_NOT_FOUND', 'Meeting not found')` from any route. */
export function httpError(
  statusCode: number,
  code: string,
  message: string,
): HttpError {
  return new HttpError(statusCode, code, message);
}

/** An error of our api's catalogue, with its status and message: `throw apiError('NOT_FOUND')`. */
export function apiError(code: ApiErrorCode, message?: string): HttpError {
  const { status, message: fallback } = API_ERRORS[code];
  return new HttpError(status, code, message ?? fallback);
}
