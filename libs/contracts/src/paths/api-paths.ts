// SPEC §7 calls (and our auth calls, see ../auth/auth-requests), each written once:
// `apiRoutes` is what the server registers under API_BASE_PATH (fastify `method` + `url`,
// usable as route options); `apiPaths`, derived from it, builds the client's paths.
import { API_BASE_PATH } from '../constants';
import { CURRENT_USER_API_PATH } from './auth-api-paths';

export { CURRENT_USER_API_PATH };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const route = <M extends Method, U extends string>(method: M, url: U) =>
  ({ method, url }) as const;

export const apiRoutes = {
  auth: {
    me: route('GET', `/${CURRENT_USER_API_PATH}`),
    logout: route('POST', '/auth/logout'),
    register: route('POST', '/auth/register'),
    login: route('POST', '/auth/login'),
    verifyEmail: route('POST', '/auth/verify-email'),
    resendVerification: route('POST', '/auth/resend-verification'),
    forgotPassword: route('POST', '/auth/forgot-password'),
    resetPassword: route('POST', '/auth/reset-password'),
    /** Browser navigation: starts social sign-in; the provider returns to the callback. */
    googleLogin: route('GET', '/auth/login/google'),
    googleCallback: route('GET', '/auth/login/google/callback'),
    /** Which social sign-ins are configured: AuthProviders. */
    providers: route('GET', '/auth/providers'),
    /** Signed-in user → ExtensionToken (docs/extension-login.md). */
    extensionToken: route('POST', '/auth/extension-token'),
  },
  user: {
    get: route('GET', '/user'),
    /** Multipart profile fields and optional profilePic. */
    update: route('PUT', '/user'),
    /** Same path as update, JSON {password}: social sign-in users create a password. */
    createPassword: route('PUT', '/user'),
    deleteProfilePic: route('DELETE', '/user/profile-pic'),
    uploadProfileBanner: route('POST', '/user/profile-banner'),
    delete: route('DELETE', '/user/:id'),
    emailUpdate: route('POST', '/user/email-update'),
    changePassword: route('POST', '/user/password'),
    /** Browser navigation from the email-change mail: switches the email, redirects to /settings. */
    confirmEmailUpdate: route('GET', '/user/email-update/confirm'),
  },
  /** Admin dashboard calls (role ADMIN only); bodies in ../admin/admin. */
  admin: {
    users: route('GET', '/admin/users'),
    blockUser: route('POST', '/admin/users/:id/block'),
    unblockUser: route('POST', '/admin/users/:id/unblock'),
    setUserRole: route('PUT', '/admin/users/:id/role'),
    stats: route('GET', '/admin/stats'),
  },
  meeting: {
    get: route('GET', '/meeting/:roomId'),
    list: route('GET', '/meeting/list'),
    listWithCustomRoomId: route('GET', '/meeting/with-custom-room-id/list'),
    scheduled: route('GET', '/meeting/scheduled'),
    createRoom: route('POST', '/meeting/room'),
    unsetScheduledTime: route('PUT', '/meeting/:id/unset-scheduled-time'),
    delete: route('DELETE', '/meeting/:id'),
    deleteScheduled: route('DELETE', '/meeting/scheduled/:id'),
  },
  template: {
    list: route('GET', '/template/list'),
    categories: route('GET', '/template/category/list/all'),
    shareMeetingUrl: route('POST', '/template/:templateId/share-meeting-url'),
    create: route('POST', '/template'),
    update: route('PUT', '/template/:id'),
    delete: route('DELETE', '/template/:id'),
  },
  payment: {
    downgradeToFree: route('POST', '/payment/subscription/downgrade-to-free'),
    subscription: route('GET', '/payment/subscription/:id'),
    tierPlans: route('GET', '/payment/subscription/tier-plans'),
    freeTrialCheckout: route('POST', '/payment/checkout/session/free-trial'),
    checkout: route('POST', '/payment/checkout/session'),
    recordingCheckout: route('POST', '/payment/checkout/session/recording'),
    invoiceHistoryPortal: route('POST', '/payment/portal/invoice-history'),
    paymentMethodUpdatePortal: route(
      'POST',
      '/payment/portal/payment-method-update',
    ),
    subscriptionPaymentMethod: route(
      'GET',
      '/payment/tier-subscription/:id/payment-method',
    ),
    paymentMethods: route('GET', '/payment/payment-methods/list'),
    stripeAccount: route('GET', '/payment/stripe/account'),
    createStripeAccount: route('POST', '/payment/stripe/account'),
    deleteStripeAccount: route('DELETE', '/payment/stripe/account'),
    onboardingLink: route('POST', '/payment/stripe/account-link/onboarding'),
  },
  recording: {
    list: route('GET', '/meeting-recording/list'),
    /** Multipart name, file, monetizationSetting JSON. */
    upload: route('POST', '/meeting-recording'),
    update: route('PUT', '/meeting-recording/:id'),
    delete: route('DELETE', '/meeting-recording/:id'),
    presignedUrl: route('POST', '/meeting-recording/presigned-url'),
    checkMonetized: route('POST', '/meeting-recording/check-monetized'),
    checkAccess: route('POST', '/meeting-recording/check-access'),
    /** Browser navigation. */
    download: route('GET', '/meeting-recording/download/:shareId'),
  },
  download: {
    /** Browser navigation: a free shared recording. */
    free: route('GET', '/download/public/free/:shareId'),
    /** Browser navigation: a paid recording, with the token from check-access. */
    paid: route('GET', '/download/public/paid/:token'),
  },
} as const;

/** One string per `:param` of a route's url, in order. */
type ParamsOf<Url extends string> =
  Url extends `${string}:${string}/${infer Rest}`
    ? [string, ...ParamsOf<`/${Rest}`>]
    : Url extends `${string}:${string}`
      ? [string]
      : [];

type PathBuilders<Routes> = {
  [Group in keyof Routes]: {
    [Name in keyof Routes[Group]]: Routes[Group][Name] extends {
      url: infer Url extends string;
    }
      ? (...params: ParamsOf<Url>) => string
      : never;
  };
};

/** The client's path for a route: its url without the leading slash, parameters URL-encoded. */
const pathBuilder =
  (url: string) =>
  (...params: string[]): string => {
    let next = 0;
    return url
      .slice(1)
      .replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[next++]));
  };

/**
 * The paths the client calls, derived from apiRoutes: `apiPaths.user.delete(id)` →
 * 'user/<id>'. Relative to the base, without a leading slash, as ky's prefixUrl wants.
 */
export const apiPaths = Object.fromEntries(
  Object.entries(apiRoutes).map(([group, routes]) => [
    group,
    Object.fromEntries(
      Object.entries(routes).map(([name, route]) => [
        name,
        pathBuilder(route.url),
      ]),
    ),
  ]),
) as PathBuilders<typeof apiRoutes>;

/** Root-relative URL of an api path, for browser navigation: apiUrl(apiPaths.download.free('a')) → '/api/v1/download/public/free/a'. */
export const apiUrl = (path: string): string =>
  `${API_BASE_PATH}/${path.replace(/^\/+/, '')}`;
