// The share page's texts (SPEC §8), apart from the full table in messages.ts: the share page is a
// landing page bundled with the first chunk and needs this one alone.
export const shareMessages = {
  /** Access check or checkout failure, under the email field (or the donation buttons). */
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;
