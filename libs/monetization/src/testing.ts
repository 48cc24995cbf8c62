// Fixtures, MSW handlers and story helpers of the monetization lib, for its own tests and
// stories and for other libs (the shell's route tests can answer the settings pages with
// monetizationHandlers). Page stories get the happy path from their meta
// (`decorators: [withApi(monetizationHandlers)]`) and pick a state per story:
// monetizationHandlersEmpty, monetizationHandlersFailing, monetizationHandlersLoading.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  pendingEndpoints,
  validationError,
} from '@ruume/api-client/testing';
import {
  isVideoFile,
  messages,
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
import { monetizationCalls } from './api/monetization-api';

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

/** The id an uploaded recording gets. */
export const uploadedRecordingId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

const notFound = () =>
  apiErrorResponse('NOT_FOUND', 'this recording does not exist.');

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
  const find = (id: string) => list.find((recording) => recording.id === id);
  return mockCalls(monetizationCalls, {
    paymentAccount: () => paymentAccount,
    createPaymentAccount: () => ({ url: monetizationUrls.createAccount }),
    onboardingLink: () => ({ url: monetizationUrls.onboarding }),
    disconnectPaymentAccount: () => undefined,
    recordings: () => list,
    // The new recording, free unless the form set amounts; its file is not kept.
    uploadRecording: ({ body: { name, monetizationSetting }, form }) => {
      const file = form.get('file');
      if (file === null || typeof file === 'string' || !isVideoFile(file))
        return validationError(messages.recordingFileRequired);
      return HttpResponse.json(
        buildRecording({
          id: uploadedRecordingId,
          shareId: 'shr_justUploaded01',
          name,
          url: `recordings/${uploadedRecordingId.slice(0, 8)}/upload.mp4`,
          monetizationSetting: toMonetizationSetting(monetizationSetting),
        }),
        { status: 201 },
      );
    },
    presignedUrl: ({ body: { url: file } }) => ({ url: presignedUrlFor(file) }),
    // The recording with the new setting; amounts switched off drop their currency.
    updateRecording: ({ params, body: { monetizationSetting } }) => {
      const recording = find(params.id);
      if (!recording) return notFound();
      return {
        ...recording,
        monetizationSetting: toMonetizationSetting(monetizationSetting),
      };
    },
    deleteRecording: ({ params }) => (find(params.id) ? undefined : notFound()),
  });
}

/** Every monetization call answered from the fixtures: an onboarded account and four recordings. */
export const monetizationHandlers: HttpHandler[] = buildMonetizationHandlers();

/** A creator who has not started: no payout account and no recordings. */
export const monetizationHandlersEmpty: HttpHandler[] =
  buildMonetizationHandlers({ paymentAccount: null, recordings: [] });

/** Every monetization call fails with `error` (by default 503 DATABASE_UNAVAILABLE). */
export const failingMonetizationHandlers = (
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
): HttpHandler[] => failingEndpoints(Object.values(monetizationCalls), error);

export const monetizationHandlersFailing: HttpHandler[] =
  failingMonetizationHandlers();

/** No monetization call ever answers: the pages stay in their loading state. */
export const monetizationHandlersLoading: HttpHandler[] = pendingEndpoints(
  Object.values(monetizationCalls),
);
