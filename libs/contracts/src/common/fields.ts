// Small reusable field schemas. Request schemas trim text and give readable messages;
// identifiers are restricted to URL-safe characters because they end up in paths.
import { z } from 'zod';
import { messages } from '../messages';

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * Control characters other than tab and line breaks: never typed by a person, and NUL is
 * refused by PostgreSQL itself, so they stop at validation with the field's name.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlCharacters = (value: string): boolean =>
  CONTROL_CHARACTERS.test(value);

/**
 * A string field whose "missing" and "wrong type" errors name the field; control
 * characters are refused here, so every text field of every domain inherits it.
 */
export const textField = (label: string) =>
  z
    .string({
      error: (issue) =>
        isMissing(issue.input)
          ? `${label} is required`
          : `${label} must be text`,
    })
    .refine(
      (value) => !hasControlCharacters(value),
      `${label} must not contain control characters`,
    );

/** Trimmed text that must not be empty, up to `max` characters. */
export const requiredText = (label: string, max: number) =>
  textField(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * Optional trimmed text; an empty string means "clear it" and becomes null, which is what a
 * cleared form field or multipart field sends.
 */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? null : value,
    textField(label)
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable(),
  );

/** Server-generated identifiers (uuids, provider ids such as price_123). */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ID_MAX_LENGTH = 128;
export const idSchema = (label = 'id') =>
  textField(label)
    .min(1, `${label} is required`)
    .max(ID_MAX_LENGTH, `${label} must be at most ${ID_MAX_LENGTH} characters`)
    .regex(ID_PATTERN, `${label} may contain only letters, digits, - and _`);

/** Opaque tokens (links in mails, download tokens); JWT-like dots are allowed. */
export const tokenSchema = (label = 'token') =>
  textField(label)
    .min(1, `${label} is required`)
    .max(2048, `${label} is too long`)
    .regex(/^[A-Za-z0-9_.~-]+$/, `${label} is malformed`);

export const EMAIL_MAX_LENGTH = 254;
/** Trimmed, lower-cased email: addresses are compared and stored case-insensitively. */
export const emailSchema = z
  .string({
    error: (issue) =>
      isMissing(issue.input) ? messages.emailRequired : messages.emailInvalid,
  })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
  .pipe(z.email({ error: messages.emailInvalid }));

/** Absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export const httpUrlSchema = (label = 'link') =>
  textField(label)
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: `${label} must be a valid http or https address`,
      }),
    );

/**
 * A URL the server hands back for the browser to open: absolute http(s), or a path on our
 * own host (the embedded file store and sandbox payment pages answer with paths).
 */
export const navigableUrlSchema = z
  .string()
  .min(1)
  .max(4096)
  .refine(
    (value) =>
      (value.startsWith('/') && !value.startsWith('//')) ||
      /^https?:\/\/[^\s]+$/i.test(value),
    'url must be an http(s) address or a path on this host',
  );

/**
 * A route inside the web app, relative to its origin, e.g. 'share/r/abc/download'. The
 * server prefixes its own origin, so anything that could point elsewhere (a scheme,
 * '//host', backslashes, whitespace) is refused: no open redirects.
 */
export const relativeRouteSchema = (label = 'route') =>
  textField(label)
    .max(2048, `${label} must be at most 2048 characters`)
    .refine(
      (value) =>
        !/^[a-z][a-z0-9+.-]*:/i.test(value) &&
        !value.startsWith('//') &&
        !/[\s\\]/.test(value),
      `${label} must be a path inside the app`,
    );

/** ISO 8601 date-time with Z or an offset, as the server writes it. */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time, e.g. 2025-01-31T09:30:00Z',
});

export const isValidTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** IANA time zone name such as 'Europe/Berlin'. */
export const timeZoneSchema = textField('timezone')
  .trim()
  .min(1, 'timezone is required')
  .max(64, 'timezone must be at most 64 characters')
  .refine(
    isValidTimeZone,
    'timezone must be an IANA time zone such as Europe/Berlin',
  );

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const hexColorSchema = (label = 'colour') =>
  textField(label)
    .trim()
    .regex(HEX_COLOR_PATTERN, `${label} must be a hex colour such as #B74366`);

/** Booleans that may arrive as 'true'/'false' text (multipart and form fields). */
export const booleanField = (label: string) =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${label} must be true or false` }),
  );

/**
 * A structured field that multipart bodies carry as JSON text (SPEC §7 "as JSON"). Accepts
 * the parsed value too, so the same schema serves JSON bodies and forms.
 */
export const jsonField = <T extends z.ZodType>(label: string, schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be valid JSON`,
        input: value,
      });
      return z.NEVER;
    }
  }, schema);

/** The `{ url }` answer of checkout, portal, onboarding and presigned-url calls. */
export const urlResponseSchema = z.object({ url: navigableUrlSchema });
export type UrlResponse = z.infer<typeof urlResponseSchema>;

/** Path parameters `:id`. */
export const idParamsSchema = z.object({ id: idSchema() });
export type IdParams = z.infer<typeof idParamsSchema>;
