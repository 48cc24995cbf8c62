import {
  ADMIN_GUARD_FALLBACK,
  AVATAR_MAX_BYTES,
  BYTES_PER_GIGABYTE,
  CENTS_PER_DOLLAR,
  COPY_CONFIRMATION_MS,
  CURRENCIES,
  DOWNGRADE_POLL_ATTEMPTS,
  DOWNGRADE_POLL_INTERVAL_MS,
  MOBILE_MAX_WIDTH_PX,
  MOBILE_MEDIA_QUERY,
  PASSWORD_MIN_LENGTH,
  PAYOUT_SCHEDULE,
  ROOM_REDIRECT_PREFIX,
  SHARE_PAGE_IMAGE_COUNT,
} from './constants';

describe('SPEC §9 constants', () => {
  it('holds the values the spec names', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(767);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 767px)');
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(DOWNGRADE_POLL_INTERVAL_MS).toBe(500);
    expect(DOWNGRADE_POLL_ATTEMPTS).toBe(10);
    expect(PAYOUT_SCHEDULE).toEqual({ frequency: 'daily', timeUtc: '00:00' });
    expect(CURRENCIES).toEqual(['usd', 'cad']);
    expect(COPY_CONFIRMATION_MS).toBe(3000);
    expect(ROOM_REDIRECT_PREFIX).toBe('m');
    expect(ADMIN_GUARD_FALLBACK).toBe('/login');
    expect(SHARE_PAGE_IMAGE_COUNT).toBe(3);
    expect(CENTS_PER_DOLLAR).toBe(100);
    expect(BYTES_PER_GIGABYTE).toBe(1_000_000_000);
  });

  it('reads "2 MB" for avatars as 2 MiB', () => {
    expect(AVATAR_MAX_BYTES).toBe(2_097_152);
  });
});
