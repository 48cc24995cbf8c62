import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERRORS, type ApiErrorBody } from '@ruume/contracts';
import {
  isConnectionFailure,
  isUnstorableText,
  redactDatabaseError,
} from '../db/errors';
import { PaymentsUnavailableError } from '../adapters/payments/payments';
import { HttpError } from '../http/http-error';

/** Called with every unexpected (500) error, e.g. to send it to Sentry. */
export type ErrorReporter = (error: unknown, request: FastifyRequest) => void;

const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * The one error handler: every failure answers `{ error, message }`.
 * Client errors say what is wrong; anything unexpected is logged and answered with a generic 500.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  reportError?: ErrorReporter,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // 'email: Invalid email address; name: Too small ...', the format of contracts'
      // validationErrorMessage; the part of the request names a field-less issue.
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.split('/').filter(Boolean).join('.');
          return `${field || error.validationContext || 'request'}: ${issue.message}`;
        })
        .join('; ');
      return send(reply, 400, 'VALIDATION_ERROR', message);
    }

    if (error instanceof HttpError) {
      if (error.statusCode >= 500)
        request.log.error({ err: error }, error.message);
      return send(reply, error.statusCode, error.code, error.message);
    }

    // Errors Fastify and its plugins raise for bad requests (malformed JSON, body too large, ...).
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(
        reply,
        status,
        CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST',
        error.message,
      );
    }

    if (isUnstorableText(error)) {
      request.log.info({ err: error }, 'unstorable text');
      return send(
        reply,
        400,
        'VALIDATION_ERROR',
        'text must not contain control characters',
      );
    }

    if (isConnectionFailure(error)) {
      // Expected while the database restarts or fails over: the client may retry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return send(
        reply,
        503,
        'DATABASE_UNAVAILABLE',
        API_ERRORS.DATABASE_UNAVAILABLE.message,
      );
    }

    if (error instanceof PaymentsUnavailableError) {
      // The payment provider failed or refused: nothing was charged; the client may retry.
      request.log.warn({ err: error }, 'payments unavailable');
      reply.header('retry-after', '5');
      return send(
        reply,
        503,
        'PAYMENTS_UNAVAILABLE',
        API_ERRORS.PAYMENTS_UNAVAILABLE.message,
      );
    }

    request.log.error({ err: error }, 'unhandled error');
    reportError?.(redactDatabaseError(error), request);
    return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong');
  });
}

/** The 404 body; browser navigations outside /api get the web app instead (see app.ts). */
export function notFoundBody(request: FastifyRequest): ApiErrorBody {
  const path = request.url.split('?')[0];
  return {
    error: 'NOT_FOUND',
    message: `Route ${request.method} ${path} not found`,
  };
}

function send(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
) {
  const body: ApiErrorBody = { error, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
