// The share page's texts (SPEC §8), apart from the full table in messages.ts: the share page is a
// landing page bundled with the first chunk and needs this one alone.
export const shareMessages = {
  /** Access check or checkout failure, under the email field (or the donation buttons). */
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** A price whose creator cannot take payments now (docs/sharing.md): new visitors cannot buy. */
  notForSaleNow: 'this recording is not for sale right now.',
  notForSaleNowPastBuyers:
    'bought it before? enter the email you paid with to download it again.',
} as const;
