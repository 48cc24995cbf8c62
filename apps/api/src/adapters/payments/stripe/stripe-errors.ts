import Stripe from 'stripe';
import { PaymentsUnavailableError } from '../payments';

export interface StripeLog {
  warn(obj: object, msg: string): void;
}

/**
 * Runs one SDK call. Whatever Stripe answers with an error (down, rate limited, our key refused,
 * a request it rejects) becomes PaymentsUnavailableError: the caller can only say "try again
 * later". Errors that are not Stripe's (our own bugs) pass through untouched.
 */
export async function stripeCall<T>(
  operation: string,
  log: StripeLog,
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw unavailable(operation, error, log);
  }
}

/** Like stripeCall, for a lookup by id: an object Stripe does not know is null. */
export async function stripeRetrieve<T>(
  operation: string,
  log: StripeLog,
  request: () => Promise<T>,
): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw unavailable(operation, error, log);
  }
}

export const isResourceMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === 'resource_missing';

function unavailable(
  operation: string,
  error: unknown,
  log: StripeLog,
): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  // A request Stripe refuses is our mistake (a wrong id or parameter): worth a look in the logs.
  // Stripe's message names the parameter; other errors' messages are not logged (an
  // authentication error's message quotes part of the key).
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    log.warn(
      {
        operation,
        code: error.code,
        param: error.param,
        statusCode: error.statusCode,
        requestId: error.requestId,
        stripeMessage: error.message,
      },
      'stripe refused a request',
    );
  }
  const status = error.statusCode ? ` ${error.statusCode}` : '';
  return new PaymentsUnavailableError(
    `stripe ${operation} failed: ${error.type}${status}`,
    { cause: error },
  );
}
