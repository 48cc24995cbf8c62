import { validationErrorMessage } from '@ruume/contracts';
import type { z } from 'zod';
import { httpError } from './http-error';

/** Validates what a route schema cannot (multipart fields, bodies of two shapes): 400 like the schemas. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw httpError(
      400,
      'VALIDATION_ERROR',
      validationErrorMessage(result.error),
    );
  }
  return result.data;
}
