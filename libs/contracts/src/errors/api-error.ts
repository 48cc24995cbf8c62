// Error bodies. The api always answers `{ error, message }`; the web reads any body leniently
// because proxies and crashes can answer with something else.
import { z } from 'zod';
export * from './api-error-codes';

export const apiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** What a client may find in an error response (SPEC §3 "server error body"). */
export const serverErrorBodySchema = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
});
export type ServerErrorBody = z.infer<typeof serverErrorBodySchema>;

// Zod-free readers of an error body (every page's error handling reads them).
export { readServerErrorBody, serverErrorMessage } from './server-error-body';

/**
 * One readable line from a zod error for a VALIDATION_ERROR message, e.g.
 * 'newPassword: please make sure the password meets all the criteria'.
 */
export const validationErrorMessage = (error: z.ZodError): string =>
  error.issues
    .map((issue) =>
      issue.path.length > 0
        ? `${issue.path.join('.')}: ${issue.message}`
        : issue.message,
    )
    .join('; ');
