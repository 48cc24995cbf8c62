// The schemas the environment's variables are read with (config-variables.ts and its parts).
import { z } from 'zod';

export const url = (protocol: RegExp) => z.url({ protocol });

/** A whole number of 1 or more, with its default. */
export const positiveInt = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .default(fallback);

/** A comma-separated list, each item checked by `item`. */
export const list = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(item).min(1));
