// Readers of the server's error body, free of zod: every page that calls the api reads them,
// so they must not bring the schema library along.
import type { ServerErrorBody } from './api-error';

/** Reads an unknown error payload; anything unexpected becomes an empty body. */
export const readServerErrorBody = (body: unknown): ServerErrorBody => {
  if (typeof body !== 'object' || body === null) return {};
  const { error, message } = body as Record<string, unknown>;
  return {
    ...(typeof error === 'string' ? { error } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
};

/** The server's message when it sent a non-blank one, else the fallback (SPEC §8). */
export const serverErrorMessage = (body: unknown, fallback: string): string => {
  const { message } = readServerErrorBody(body);
  return message !== undefined && message.trim() !== '' ? message : fallback;
};
