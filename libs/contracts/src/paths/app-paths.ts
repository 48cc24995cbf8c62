// SPEC §2 routes of the web app, in one place: patterns for the router, builders for links.
import { ROOM_REDIRECT_PREFIX } from '../constants';

/** Router patterns (react-router syntax). Settings children are given as absolute paths. */
export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  dashboard: {
    root: '/dashboard',
    scheduled: '/dashboard/scheduled',
    my: '/dashboard/my',
    createTemplate: '/dashboard/create-template',
    editTemplate: '/dashboard/edit-template',
  },
  adminDashboard: '/admin-dashboard',
  extension: { login: '/extension/login', success: '/extension/login/success' },
  auth: {
    registerVerify: '/auth/register/verify',
    googleSuccess: '/auth/login/google/success',
    forgotPassword: '/auth/forgot-password',
    forgotPasswordEmailSent: '/auth/forgot-password/email-sent',
    resetPassword: '/auth/reset-password',
    resetPasswordSuccess: '/auth/reset-password/success',
    resetPasswordExpire: '/auth/reset-password/expire',
  },
  room: `/${ROOM_REDIRECT_PREFIX}/:roomId`,
  /**
   * SPEC §2 redirect source: a path holding only a room id ('/abc123') goes to /m/abc123.
   * Every static one-segment route above outranks it in the router.
   */
  bareRoom: '/:roomId',
  /** The live room (the path keeps SPEC §2's name). */
  liveRoom: '/meeting/:roomId',
  kick: '/kick',
  settings: {
    root: '/settings',
    subscription: '/settings/subscription',
    subscriptionBilling: '/settings/subscription-billing',
    monetization: '/settings/monetization',
    recordings: '/settings/recordings',
  },
  invitation: {
    confirm: '/invitation/confirm',
    confirmSuccess: '/invitation/confirm/success',
  },
  personalization: '/personalization',
  share: {
    access: '/share/r/:shareId',
    download: '/share/r/:shareId/download',
  },
  notFound: '*',
} as const;

const segment = encodeURIComponent;

/** Appends the query parameters that have a non-empty value, URL-encoded. */
export const withQuery = (
  path: string,
  query: Record<string, string | null | undefined>,
): string => {
  const pairs = Object.entries(query)
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[1] !== '',
    )
    .map(([key, value]) => `${segment(key)}=${segment(value)}`);
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
};

/**
 * Links to the screens of SPEC §2. Static screens are strings; screens with path or query
 * parameters are functions that URL-encode them.
 */
export const paths = {
  home: routePatterns.home,
  login: ({ error }: { error?: string } = {}) =>
    withQuery(routePatterns.login, { error }),
  register: routePatterns.register,
  dashboard: routePatterns.dashboard,
  adminDashboard: routePatterns.adminDashboard,
  extension: routePatterns.extension,
  auth: {
    ...routePatterns.auth,
    /** The verification mail links here with its token. */
    registerVerify: ({ token }: { token?: string } = {}) =>
      withQuery(routePatterns.auth.registerVerify, { token }),
    /** The reset mail links here with its token. */
    resetPassword: ({ token }: { token?: string } = {}) =>
      withQuery(routePatterns.auth.resetPassword, { token }),
  },
  room: (roomId: string) => `/${ROOM_REDIRECT_PREFIX}/${segment(roomId)}`,
  liveRoom: (roomId: string) => `/meeting/${segment(roomId)}`,
  kick: ({ reason }: { reason?: string } = {}) =>
    withQuery(routePatterns.kick, { reason }),
  settings: routePatterns.settings,
  invitation: routePatterns.invitation,
  personalization: routePatterns.personalization,
  share: {
    access: (shareId: string) => `/share/r/${segment(shareId)}`,
    download: (shareId: string, { token }: { token?: string } = {}) =>
      withQuery(`/share/r/${segment(shareId)}/download`, { token }),
  },
} as const;

/**
 * Query parameter the api adds to the Google sign-in success page when it has just created
 * the account, so the app can offer personalization first: /auth/login/google/success?new=1.
 */
export const GOOGLE_NEW_ACCOUNT_PARAM = 'new';

/** The page the Google callback redirects to; `newAccount` marks a first sign-in. */
export const googleSuccessPath = ({
  newAccount = false,
}: { newAccount?: boolean } = {}): string =>
  withQuery(routePatterns.auth.googleSuccess, {
    [GOOGLE_NEW_ACCOUNT_PARAM]: newAccount ? '1' : undefined,
  });

/**
 * A route as the payment calls take it (SPEC §7 *UrlRoute): relative to the app's origin,
 * without the leading slash: relativeRoute(paths.share.access('abc')) → 'share/r/abc'.
 */
export const relativeRoute = (path: string): string => path.replace(/^\/+/, '');

/** Absolute URL of an app route on an origin, e.g. for mail links and payment return URLs. */
export const appUrl = (origin: string, route: string): string =>
  `${origin.replace(/\/+$/, '')}/${relativeRoute(route)}`;

/** SPEC §7: the copied share link, {origin}/share/r/{shareId}. */
export const shareLink = (origin: string, shareId: string): string =>
  appUrl(origin, paths.share.access(shareId));
