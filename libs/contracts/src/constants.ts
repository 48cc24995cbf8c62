// Business constants of SPEC §9 (and the few fixed values of §2–§4 both api and web need).
// Tier features and earnings live in ./tiers, the 437 status in ./errors.

export const PRODUCT_NAME = 'ruume';

/** Where business plans are cancelled and billing questions go. */
export const SUPPORT_EMAIL = 'support@ruume.app';

/** Versioned API base path; every call of SPEC §7 is relative to it. */
export const API_BASE_PATH = '/api/v1';
/** The web client copies this cookie into the header below on every call (SPEC §7). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** Local storage entry holding the cached current user as JSON (SPEC §3). */
export const CURRENT_USER_STORAGE_KEY = 'user';

/** The mobile-screen flag is on when the viewport is at most this wide (SPEC §2). */
export const MOBILE_MAX_WIDTH_PX = 767;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

/**
 * Avatar upload limit. SPEC says "2 MB"; we read it as 2 MiB (2 * 1024 * 1024 bytes), the
 * size an OS file dialog shows as "2 MB", so a file the user sees as 2 MB is never refused.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
] as const;
export const AVATAR_FILE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
/** Avatar colours when the user set none (SPEC §3). */
export const AVATAR_DEFAULT_BACKGROUND_COLOR = '#B74366';
export const AVATAR_DEFAULT_TEXT_COLOR = '#FFFFFF';
/** Text is black above this background luminance (0–255), white at or below it. */
export const AVATAR_LUMINANCE_THRESHOLD = 128;
export const AVATAR_EMPTY_INITIALS = 'n/a';

export const PASSWORD_MIN_LENGTH = 8;
/** Not in SPEC: an upper bound so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;

/** After a downgrade the client polls the user until the tier is house (SPEC §4). */
export const DOWNGRADE_POLL_INTERVAL_MS = 500;
export const DOWNGRADE_POLL_ATTEMPTS = 10;

/** Creator payouts run once a day at midnight UTC. */
export const PAYOUT_SCHEDULE = {
  frequency: 'daily',
  timeUtc: '00:00',
} as const;

export const CURRENCIES = ['usd', 'cad'] as const;

/** Provider prices are in cents (SPEC §9: unit_amount / 100 = dollars). */
export const CENTS_PER_DOLLAR = 100;
/** Storage is shown in decimal gigabytes (divide by 1000 three times). */
export const BYTES_PER_GIGABYTE = 1000 * 1000 * 1000;

/** How long the "copied to clipboard" confirmation stays visible. */
export const COPY_CONFIRMATION_MS = 3000;

/** A bare room path redirects to '/{prefix}/{roomId}', i.e. /m/{roomId}. */
export const ROOM_REDIRECT_PREFIX = 'm';
/** Where the admin-only guard sends non-admins unless told otherwise. */
export const ADMIN_GUARD_FALLBACK = '/login';

/** The share page picks one of this many decorative images per visit. */
export const SHARE_PAGE_IMAGE_COUNT = 3;
