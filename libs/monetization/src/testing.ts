// Fixtures, MSW handlers and story helpers of the monetization lib, for its own tests and
// stories and for other libs (the shell's route tests can answer the settings pages with
// monetizationHandlers). Page stories get the happy path from their meta
// (`decorators: [withApi(monetizationHandlers)]`) and pick a state per story:
// monetizationHandlersEmpty, monetizationHandlersFailing, monetizationHandlersLoading.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiUrl,
  withJsonBody,
  type ApiRoute,
  failingRoutes,
  pendingRoutes,
} from '@ruume/api-client/testing';
import {
  API_ERRORS,
  apiErrorBody,
  apiRoutes,
  presignedUrlRequestSchema,
  recordingUpdateRequestSchema,
  stripeAccountRequestSchema,
  toMonetizationSetting,
  type ApiErrorCode,
  type ConnectedPaymentAccount,
  type MeetingRecording,
} from '@ruume/contracts';
import {
  buildRecording,
  connectedAccount,
  donationRecording,
  freeRecording,
  paidRecording,
} from '@ruume/contracts/testing';
import type { monetizationApi } from './api/monetization-api';

// ---- Fixtures --------------------------------------------------------------------------------

/** The creator's onboarded payout account (payouts enabled). */
export { connectedAccount };

/** Created but not onboarded yet: no details filled in, payouts off. */
export const onboardingAccount: ConnectedPaymentAccount = {
  id: 'acct_1CreatorOnboarding',
  individual: null,
  email: null,
  country: 'CA',
  default_currency: null,
  payouts_enabled: false,
};

/** Free, paid (9.99 usd, 5 usd donations) and donation-only (3 cad) recordings. */
export { buildRecording, donationRecording, freeRecording, paidRecording };

/** An uploaded file (no meeting), not monetized. */
export const uploadedRecording: MeetingRecording = buildRecording({
  id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  url: 'recordings/5e4d3c2b/product-launch.mp4',
  shareId: 'shr_productLaunch04',
  name: 'product launch',
  createdAt: '2025-05-20T09:30:00.000Z',
  meeting: null,
});

/** The recordings list, newest first. */
export const recordings: MeetingRecording[] = [
  uploadedRecording,
  freeRecording,
  paidRecording,
  donationRecording,
];

/** Where each monetization call sends the browser (the payment provider's hosted pages). */
export const monetizationUrls = {
  createAccount:
    'https://connect.stripe.com/setup/e/acct_1CreatorOnboarding/ruumeCreate',
  onboarding:
    'https://connect.stripe.com/setup/e/acct_1CreatorOnboarding/ruumeOnboarding',
  /** Presigned links are this origin plus the stored file's path and a signature. */
  fileOrigin: 'https://files.ruume.test',
} as const;

/** The short-lived link presigned-url answers for a stored file path. */
export const presignedUrlFor = (url: string) =>
  `${monetizationUrls.fileOrigin}/${url.replace(/^\//, '')}?X-Amz-Expires=300&X-Amz-Signature=test`;

// ---- Handlers --------------------------------------------------------------------------------

type Endpoint = keyof typeof monetizationApi.endpoints;

/** The api route of every endpoint of monetizationApi (the compiler insists on all of them). */
const routes = {
  paymentAccount: apiRoutes.payment.stripeAccount,
  createPaymentAccount: apiRoutes.payment.createStripeAccount,
  onboardingLink: apiRoutes.payment.onboardingLink,
  disconnectPaymentAccount: apiRoutes.payment.deleteStripeAccount,
  recordings: apiRoutes.recording.list,
  presignedUrl: apiRoutes.recording.presignedUrl,
  updateRecording: apiRoutes.recording.update,
  deleteRecording: apiRoutes.recording.delete,
} satisfies Record<Endpoint, ApiRoute>;

const noContent = () => new HttpResponse(null, { status: 204 });
const notFound = () =>
  HttpResponse.json(
    apiErrorBody('NOT_FOUND', 'this recording does not exist.'),
    { status: API_ERRORS.NOT_FOUND.status },
  );

export interface MonetizationData {
  /** The connected payout account; null: none yet. */
  paymentAccount: ConnectedPaymentAccount | null;
  /** The recordings listed; update and delete answer for these ids, 404 for others. */
  recordings: MeetingRecording[];
}

/** Handlers answering every monetization call from `data` (the fixtures by default). */
export function buildMonetizationHandlers(
  data: Partial<MonetizationData> = {},
): HttpHandler[] {
  const { paymentAccount, recordings: list } = {
    paymentAccount: connectedAccount,
    recordings,
    ...data,
  };
  const url = (endpoint: Endpoint) => apiUrl(routes[endpoint].url);
  const find = (id: unknown) => list.find((recording) => recording.id === id);
  return [
    http.get(url('paymentAccount'), () => HttpResponse.json(paymentAccount)),
    http.post(
      url('createPaymentAccount'),
      withJsonBody(stripeAccountRequestSchema, () =>
        HttpResponse.json({ url: monetizationUrls.createAccount }),
      ),
    ),
    http.post(
      url('onboardingLink'),
      withJsonBody(stripeAccountRequestSchema, () =>
        HttpResponse.json({ url: monetizationUrls.onboarding }),
      ),
    ),
    http.delete(url('disconnectPaymentAccount'), noContent),
    http.get(url('recordings'), () => HttpResponse.json(list)),
    http.post(
      url('presignedUrl'),
      withJsonBody(presignedUrlRequestSchema, ({ url: file }) =>
        HttpResponse.json({ url: presignedUrlFor(file) }),
      ),
    ),
    // The recording with the new setting; amounts switched off drop their currency.
    http.put(
      url('updateRecording'),
      withJsonBody(
        recordingUpdateRequestSchema,
        (
          { monetizationSetting },
          params: { id?: string | readonly string[] },
        ) => {
          const recording = find(params.id);
          if (!recording) return notFound();
          return HttpResponse.json({
            ...recording,
            monetizationSetting: toMonetizationSetting(monetizationSetting),
          });
        },
      ),
    ),
    http.delete(url('deleteRecording'), ({ params }) =>
      find(params.id) ? noContent() : notFound(),
    ),
  ];
}

/** Every monetization call answered from the fixtures: an onboarded account and four recordings. */
export const monetizationHandlers: HttpHandler[] = buildMonetizationHandlers();

/** A creator who has not started: no payout account and no recordings. */
export const monetizationHandlersEmpty: HttpHandler[] =
  buildMonetizationHandlers({ paymentAccount: null, recordings: [] });

/** Every monetization call fails with `error` (by default 503 DATABASE_UNAVAILABLE). */
export const failingMonetizationHandlers = (
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
): HttpHandler[] => failingRoutes(Object.values(routes), error);

export const monetizationHandlersFailing: HttpHandler[] =
  failingMonetizationHandlers();

/** No monetization call ever answers: the pages stay in their loading state. */
export const monetizationHandlersLoading: HttpHandler[] = pendingRoutes(
  Object.values(routes),
);
