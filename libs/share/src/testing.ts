// Fixtures, MSW handlers and story helpers of the share lib, for its own tests and stories and
// for other libs (the shell's route tests can answer /share/r/{shareId} with shareHandlers).
// Page stories get the happy path from their meta (`decorators: [withApi(shareHandlers)]`),
// choose the variant by route (`/share/r/${shareIds.paidOnly}`, …) and pick a state per story:
// shareHandlersFailing, shareHandlersCheckoutFailing, shareHandlersCheckoutPending,
// shareHandlersLoading, shareHandlersWithoutFlags.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  mockEndpoint,
  pendingEndpoints,
} from '@ruume/api-client/testing';
import {
  type ApiErrorCode,
  type Recording,
  type MonetizationCheck,
  type RecordingPaymentType,
} from '@ruume/contracts';
import {
  accessDenied,
  accessGranted,
  buildRecording,
  donationRecording,
  freeRecording,
  monetizationChecks,
  paidRecording,
} from '@ruume/contracts/testing';
import { shareCalls } from './api/share-api';

// ---- Fixtures --------------------------------------------------------------------------------

/** The four check-monetized answers, and check-access granting (with a download token) or refusing. */
export { accessDenied, accessGranted, monetizationChecks };

/** Free; paid (9.99 usd) with donations (5 usd); donation only (3 cad). */
export { donationRecording, freeRecording, paidRecording };

/** Must be paid for (4.99 usd), no donations. */
export const paidOnlyRecording: Recording = buildRecording({
  id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  url: 'recordings/9f8e7d6c/design-critique.mp4',
  shareId: 'shr_designCritique04',
  name: 'design critique',
  createdAt: '2025-04-22T18:45:00.000Z',
  monetizationSetting: {
    monetizeAmount: 4.99,
    monetizeCurrency: 'usd',
    donationAmount: null,
    donationCurrency: null,
  },
});

/**
 * Priced (7.50 cad, with donations) by a creator who cannot take payments now (moved to the free
 * plan, or disconnected their payments account): not for sale right now.
 */
export const notForSaleRecording: Recording = buildRecording({
  id: '2b3c4d5e-6f70-4182-9a3b-4c5d6e7f8091',
  url: 'recordings/2b3c4d5e/pricing-workshop.mp4',
  shareId: 'shr_pricingWorkshop7',
  name: 'pricing workshop',
  createdAt: '2025-05-02T15:00:00.000Z',
  monetizationSetting: {
    monetizeAmount: 7.5,
    monetizeCurrency: 'cad',
    donationAmount: 2,
    donationCurrency: 'cad',
  },
});

/** The shared recordings the handlers know, one per share page variant. */
export const sharedRecordings: Recording[] = [
  freeRecording,
  paidOnlyRecording,
  donationRecording,
  paidRecording,
  notForSaleRecording,
];

/** A share id per share page variant, and one that no recording has (recording-not-found). */
export const shareIds = {
  free: freeRecording.shareId,
  paidOnly: paidOnlyRecording.shareId,
  donationOnly: donationRecording.shareId,
  paidAndDonation: paidRecording.shareId,
  notForSaleNow: notForSaleRecording.shareId,
  missing: 'shr_noLongerAvailable',
} as const;

/** Has paid for every paid recording: check-access grants them a download token. */
export const buyerEmail = 'paid.buyer@example.com';

/** Where a recording checkout sends the browser, by payment type. */
export const shareCheckoutUrls: Record<RecordingPaymentType, string> = {
  Recording: 'https://checkout.stripe.com/c/pay/cs_test_ruumeRecordingPurchase',
  Donation: 'https://checkout.stripe.com/c/pay/cs_test_ruumeRecordingDonation',
};

/**
 * What check-monetized answers for a recording: which amounts its setting has, as the api does
 * when its creator can (or, `unpaid`, cannot) take payments now.
 */
export const monetizationCheckFor = (
  { monetizationSetting }: Recording,
  unpaid = false,
): MonetizationCheck => ({
  isMonetizeAmountSet: monetizationSetting.monetizeAmount !== null,
  isDonationAmountSet: !unpaid && monetizationSetting.donationAmount !== null,
  isForSaleNow: !unpaid && monetizationSetting.monetizeAmount !== null,
});

// ---- Handlers --------------------------------------------------------------------------------

const notFound = () =>
  apiErrorResponse(
    'NOT_FOUND',
    'sorry, this recording is no longer available.',
  );

export interface ShareData {
  /** The recordings whose share ids the calls know; any other share id answers 404 NOT_FOUND. */
  recordings: Recording[];
  /** Emails that have paid: check-access grants them (lower-case). */
  buyers: string[];
  /** Share ids whose creator cannot take payments now: checkouts answer 409. */
  unpaid: string[];
}

/** Handlers answering every share call from `data` (the fixtures by default). */
export function buildShareHandlers(
  data: Partial<ShareData> = {},
): HttpHandler[] {
  const { recordings, buyers, unpaid } = {
    recordings: sharedRecordings,
    buyers: [buyerEmail],
    unpaid: [notForSaleRecording.shareId],
    ...data,
  };
  const find = (shareId: string) =>
    recordings.find((recording) => recording.shareId === shareId);
  return mockCalls(shareCalls, {
    monetizationCheck: ({ body: { shareId } }) => {
      const recording = find(shareId);
      return recording
        ? monetizationCheckFor(recording, unpaid.includes(shareId))
        : notFound();
    },
    checkAccess: ({ body: { shareId, email } }) => {
      if (!find(shareId)) return notFound();
      return buyers.includes(email) ? accessGranted : accessDenied;
    },
    createRecordingCheckout: ({ body: { shareId, paymentType } }) => {
      if (!find(shareId)) return notFound();
      if (unpaid.includes(shareId)) {
        return apiErrorResponse('CREATOR_CANNOT_BE_PAID');
      }
      return { url: shareCheckoutUrls[paymentType] };
    },
  });
}

/** Every share call answered from the fixtures: four recordings, one buyer. */
export const shareHandlers: HttpHandler[] = buildShareHandlers();

/** Every share call fails with `error` (by default 503 DATABASE_UNAVAILABLE). */
export const failingShareHandlers = (
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
): HttpHandler[] => failingEndpoints(Object.values(shareCalls), error);

/** Nothing answers: the check fails too, so the page shows recording-not-found. */
export const shareHandlersFailing: HttpHandler[] = failingShareHandlers();

/** The recording is found, but the access check and checkouts fail (500): the form's error. */
export const shareHandlersCheckoutFailing: HttpHandler[] = [
  ...failingEndpoints(
    [shareCalls.checkAccess, shareCalls.createRecordingCheckout],
    'INTERNAL_ERROR',
  ),
  ...shareHandlers,
];

/** No share call ever answers: the page stays behind its loading overlay. */
export const shareHandlersLoading: HttpHandler[] = pendingEndpoints(
  Object.values(shareCalls),
);

/** The recording is found, but the access check and checkouts never answer: 'Checking...'. */
export const shareHandlersCheckoutPending: HttpHandler[] = [
  ...pendingEndpoints([
    shareCalls.checkAccess,
    shareCalls.createRecordingCheckout,
  ]),
  ...shareHandlers,
];

/** check-monetized answers without its flags: the page shows recording-not-found (SPEC §2). */
export const shareHandlersWithoutFlags: HttpHandler[] = [
  mockEndpoint(shareCalls.monetizationCheck, () => HttpResponse.json({})),
  ...shareHandlers,
];
