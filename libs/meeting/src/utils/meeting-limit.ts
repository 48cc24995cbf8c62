import { errorCode, errorStatus } from '@ruume/api-client';

/** SPEC §8: creating a meeting answered 429, the rolling 24-hour limit of the host's tier. */
export const isMeetingLimit = (error: unknown): boolean =>
  errorCode(error) === 'MEETING_LIMIT_REACHED' || errorStatus(error) === 429;
