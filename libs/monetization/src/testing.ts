// Fixtures, MSW handlers and story helpers of the monetization lib, for its own tests and
// stories and for other libs (the shell's route tests can answer the settings pages with
// monetizationHandlers). Page stories pick a signed-in creator per story
// (`decorators: [withMonetizationAccount(monetizationUsers.onboarded)]`) and, for a state,
// handlers tried first: monetizationHandlersEmpty, monetizationHandlersFailing,
// monetizationHandlersLoading. Uploads go through XMLHttpRequest, which the stories' fetch mock
// does not see: withUploadSender(fetchUploadSender) sends them through fetch instead.
import {
  createElement,
  Fragment,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { Provider } from 'react-redux';
import {
  createAppStore,
  sessionChecked,
  type AppStateOf,
  type AppStoreOf,
  type UploadSender,
} from '@ruume/api-client';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  mockEndpoint,
  pagedReply,
  pendingEndpoints,
  validationError,
  withApi,
} from '@ruume/api-client/testing';
import {
  authEndpoints,
  currentTier,
  isVideoFile,
  messages,
  paymentEndpoints,
  toMonetizationSetting,
  type ApiErrorCode,
  type ConnectedPaymentAccount,
  type CurrentUser,
  type CreatorSales,
  type MeetingRecording,
  type MonetizedProducts,
  type RecordingJob,
  type RecordingSummary,
  tierFeatures,
} from '@ruume/contracts';
import {
  buildCurrentUser,
  buildRecording,
  connectedAccount,
  creatorUser,
  donationRecording,
  freeRecording,
  houseUser,
  monetizedProducts,
  paidRecording,
  professionalUser,
} from '@ruume/contracts/testing';
import { Toaster } from '@ruume/ui-kit';
import { monetizationCalls } from './api/monetization-api';
import {
  nextSummaryStep,
  recordingSummaryIn,
} from './fixtures/recording-summaries';
import { UploadSenderContext } from '@ruume/api-client';
import { fetchUploadSender } from '@ruume/api-client/testing';

// ---- Fixtures --------------------------------------------------------------------------------

/** The creator's onboarded payout account (payouts enabled). */
export { connectedAccount };

/** What the account sells, counted: 3 paid recordings, 2 with donations, 1 paid room. */
export { monetizedProducts };

/** Created but not onboarded yet: no details filled in, payouts off. */
export const onboardingAccount: ConnectedPaymentAccount = {
  id: 'acct_1CreatorOnboarding',
  individual: null,
  email: null,
  country: 'CA',
  default_currency: null,
  payouts_enabled: false,
  payout_schedule: { interval: 'daily', delay_days: 0, time_utc: '00:00' },
};

/** Free, paid (9.99 usd, 5 usd donations) and donation-only (3 cad) recordings. */
export { buildRecording, donationRecording, freeRecording, paidRecording };

/**
 * A poster as an inline picture (a still of a slide with a speaker), so stories show one
 * without a file server.
 */
export const posterDataUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#2b1d2f"/><stop offset="1" stop-color="#7a2e4a"/>' +
    '</linearGradient></defs>' +
    '<rect width="320" height="180" fill="url(#g)"/>' +
    '<rect x="24" y="28" width="170" height="14" rx="7" fill="#f7d6e0"/>' +
    '<rect x="24" y="54" width="120" height="10" rx="5" fill="#e3a6bb"/>' +
    '<rect x="24" y="74" width="140" height="10" rx="5" fill="#e3a6bb"/>' +
    '<circle cx="252" cy="100" r="34" fill="#f0c9a8"/>' +
    '<rect x="212" y="138" width="80" height="42" rx="20" fill="#3b5bdb"/>' +
    '</svg>',
)}`;

/** An uploaded file (no meeting), not monetized, with a poster and a short length. */
export const uploadedRecording: MeetingRecording = buildRecording({
  id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  url: 'recordings/5e4d3c2b/product-launch.mp4',
  shareId: 'shr_productLaunch04',
  name: 'product launch',
  createdAt: '2025-05-20T09:30:00.000Z',
  meeting: null,
  posterUrl: posterDataUrl,
  durationSeconds: 307,
  sizeBytes: 1_480_000_000,
});

/** A meeting recording of an hour with a still, the one the summary stories open. */
export const launchReviewRecording: MeetingRecording = buildRecording({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  url: 'recordings/9a8b7c6d/product-launch-review.mp4',
  shareId: 'shr_launchReview05',
  name: 'product launch review',
  createdAt: '2025-06-10T09:00:00.000Z',
  meeting: {
    id: 'a1b2c3d4-0000-4000-8000-00000000f00d',
    name: 'product launch review',
  },
  posterUrl: posterDataUrl,
  durationSeconds: 3_905,
  sizeBytes: 2_140_000_000,
});

/** Transcripts and summaries: the launch review's, and one in each state. */
export {
  longTranscript,
  meetingSummary,
  nextSummaryStep,
  recordingSummaryIn,
} from './fixtures/recording-summaries';

/** A meeting recording on its way to the library, in the 'weekly sync' meeting. */
export const buildRecordingJob = (
  overrides: Partial<RecordingJob> & Pick<RecordingJob, 'id'>,
): RecordingJob => ({
  name: 'weekly sync · 10 jun 2025',
  meeting: { id: 'a1b2c3d4-0000-4000-8000-00000000abcd', name: 'weekly sync' },
  startedAt: '2025-06-10T09:00:00.000Z',
  stoppedAt: '2025-06-10T09:45:00.000Z',
  status: 'processing',
  progress: null,
  error: null,
  ...overrides,
});

/** One meeting recording in each state the recordings screen shows (the failed one's meeting deleted since). */
export const recordingJobs = {
  recording: buildRecordingJob({
    id: 'job_recording',
    name: 'office hours · 10 jun 2025',
    meeting: {
      id: 'a1b2c3d4-0000-4000-8000-00000000beef',
      name: 'office hours',
    },
    startedAt: '2025-06-10T10:00:00.000Z',
    stoppedAt: null,
    status: 'recording',
  }),
  waiting: buildRecordingJob({
    id: 'job_waiting',
    name: 'design review · 9 jun 2025',
    meeting: {
      id: 'a1b2c3d4-0000-4000-8000-00000000cafe',
      name: 'design review',
    },
    startedAt: '2025-06-09T14:00:00.000Z',
    stoppedAt: '2025-06-09T15:10:00.000Z',
  }),
  processing: buildRecordingJob({ id: 'job_processing', progress: 42 }),
  failed: buildRecordingJob({
    id: 'job_failed',
    name: 'all hands · 2 jun 2025',
    meeting: null,
    startedAt: '2025-06-02T16:00:00.000Z',
    stoppedAt: '2025-06-02T17:00:00.000Z',
    status: 'failed',
    error: 'the video server stopped before the recording was saved.',
  }),
} satisfies Record<string, RecordingJob>;

/** The mocked list's pages, as the api pages: three recordings, then the fourth on page two. */
export const RECORDINGS_PAGE_SIZE = 3;

/** The recordings list, newest first. */
export const recordings: MeetingRecording[] = [
  uploadedRecording,
  freeRecording,
  paidRecording,
  donationRecording,
];

/**
 * The creator's sales, the latest first (amounts in cents; fees at the professional tier's
 * 20 %): a paid recording in usd, a room's entry fees in usd, donations in cad, a room in cad,
 * and a recording and a room deleted since (their sales stay).
 */
export const creatorSales: CreatorSales[] = [
  {
    kind: 'recording',
    productId: paidRecording.id,
    productName: paidRecording.name,
    currency: 'usd',
    purchases: 12,
    donations: 3,
    grossCents: 13_488,
    feeCents: 2_698,
    netCents: 10_790,
  },
  {
    kind: 'room-entry',
    productId: 'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    productName: 'office hours',
    currency: 'usd',
    purchases: 8,
    donations: 0,
    grossCents: 12_000,
    feeCents: 2_400,
    netCents: 9_600,
  },
  {
    kind: 'recording',
    productId: donationRecording.id,
    productName: donationRecording.name,
    currency: 'cad',
    purchases: 0,
    donations: 7,
    grossCents: 2_100,
    feeCents: 420,
    netCents: 1_680,
  },
  {
    kind: 'room-entry',
    productId: 'a4b5c6d7-e8f9-4a0b-9c1d-2e3f4a5b6c7d',
    productName: 'weekly sync',
    currency: 'cad',
    purchases: 5,
    donations: 0,
    grossCents: 5_000,
    feeCents: 1_000,
    netCents: 4_000,
  },
  {
    kind: 'recording',
    productId: null,
    productName: 'spring webinar',
    currency: 'usd',
    purchases: 2,
    donations: 0,
    grossCents: 3_000,
    feeCents: 600,
    netCents: 2_400,
  },
  {
    kind: 'room-entry',
    productId: null,
    productName: 'spring workshop',
    currency: 'usd',
    purchases: 3,
    donations: 0,
    grossCents: 6_000,
    feeCents: 1_200,
    netCents: 4_800,
  },
];

const GB = 1000 * 1000 * 1000;

/**
 * A signed-in creator in each state of SPEC §4's payments account and of the recordings screen:
 * no account, created (not onboarded), onboarded, storage full, and the house tier (no stored
 * files) with and without files kept from an earlier plan.
 */
export const monetizationUsers = {
  /** Professional, no payments account yet; 12.5 of 100 GB used. */
  noAccount: professionalUser,
  /** Professional, the account created but onboarding not finished. */
  created: buildCurrentUser({
    ...professionalUser,
    stripeInfo: {
      accountId: 'acct_1CreatorOnboarding',
      isAccountOnboarded: false,
    },
  }),
  /** Professional, the account connected and onboarded: monetizing works. */
  onboarded: creatorUser,
  /** Onboarded, and the 100 GB allowance is used up. */
  storageFull: buildCurrentUser({
    ...creatorUser,
    recordingStorage: { used: 100 * GB, available: 100 * GB },
  }),
  /** Business, onboarded: keeps 100 % from participants and 90 % from sales. */
  business: buildCurrentUser({
    ...creatorUser,
    planSubscription: {
      id: 'sub_1BusinessYearly',
      tier: 'business',
      interval: { unit: 'year' },
      status: 'active',
      currentPeriodEnd: 1_798_761_600,
    },
    recordingStorage: { used: 250 * GB, available: 1000 * GB },
  }),
  /** House: stored files are not on the plan. */
  house: houseUser,
  /** House after a paid plan: 3.2 GB of recordings kept, read-only. */
  houseWithOldFiles: buildCurrentUser({
    ...houseUser,
    isFreeTrialAvailable: false,
    recordingStorage: { used: 3.2 * GB, available: 0 },
  }),
} satisfies Record<string, CurrentUser>;

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
  /** The creator's sales per product and currency, the latest first. */
  sales: CreatorSales[];
  /** How many sales rows one page holds (all of them unless told: a smaller number pages). */
  salesPageSize?: number;
  /** What the account sells, counted for the disconnect's confirmation. */
  monetizedProducts: MonetizedProducts;
  /** Meeting recordings on their way to the library (none unless told). */
  processing: RecordingJob[];
  /** Transcripts and summaries by recording id; any other recording's is ready. */
  summaries: Record<string, RecordingSummary>;
}

/** Handlers answering every monetization call from `data` (the fixtures by default). */
export function buildMonetizationHandlers(
  data: Partial<MonetizationData> = {},
): HttpHandler[] {
  const {
    paymentAccount,
    recordings: list,
    sales,
    salesPageSize,
    monetizedProducts: products,
    processing,
    summaries,
  } = {
    paymentAccount: connectedAccount,
    recordings,
    sales: creatorSales,
    monetizedProducts,
    processing: [],
    summaries: {},
    ...data,
  };
  const find = (id: string) => list.find((recording) => recording.id === id);
  const findJob = (id: string) => processing.find((job) => job.id === id);
  return [
    // api-client's shared call, read by the disconnect's confirmation.
    mockEndpoint(paymentEndpoints.monetizedProducts, () => products),
    ...mockCalls(monetizationCalls, {
      paymentAccount: () => paymentAccount,
      createPaymentAccount: () => ({ url: monetizationUrls.createAccount }),
      onboardingLink: () => ({ url: monetizationUrls.onboarding }),
      disconnectPaymentAccount: () => undefined,
      recordings: (request) => pagedReply(list, RECORDINGS_PAGE_SIZE)(request),
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
      presignedUrl: ({ body: { url: file } }) => ({
        url: presignedUrlFor(file),
      }),
      // The recording with the new setting; amounts switched off drop their currency.
      updateRecording: ({ params, body: { monetizationSetting } }) => {
        const recording = find(params.id);
        if (!recording) return notFound();
        return {
          ...recording,
          monetizationSetting: toMonetizationSetting(monetizationSetting),
        };
      },
      deleteRecording: ({ params }) =>
        find(params.id) ? undefined : notFound(),
      processing: () => ({ processing }),
      // The api dismisses failed ones only.
      dismissProcessing: ({ params }) =>
        findJob(params.id)?.status === 'failed' ? undefined : notFound(),
      recordingSummary: ({ params }) =>
        summaries[params.id] ?? recordingSummaryIn('ready', params.id),
      regenerateSummary: ({ params }) =>
        recordingSummaryIn('queued', params.id),
      sales: pagedReply(sales, salesPageSize ?? Math.max(sales.length, 1)),
    }),
  ];
}

/** Every monetization call answered from the fixtures: an onboarded account and four recordings. */
export const monetizationHandlers: HttpHandler[] = buildMonetizationHandlers();

/** A creator who has not started: no payout account, no recordings, no sales. */
export const monetizationHandlersEmpty: HttpHandler[] =
  buildMonetizationHandlers({
    paymentAccount: null,
    recordings: [],
    sales: [],
  });

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

// ---- A signed-in creator over their own state ------------------------------------------------

/** The payments account GET answers for a user: none, created (not onboarded) or onboarded. */
export const paymentAccountOf = (
  user: CurrentUser,
): ConnectedPaymentAccount | null =>
  !user.stripeInfo
    ? null
    : user.stripeInfo.isAccountOnboarded
      ? connectedAccount
      : onboardingAccount;

/**
 * A signed-in creator over their own state: auth/me answers `user`; disconnecting drops the
 * account (and stripeInfo), deleting a recording drops it from the list and frees its storage,
 * a price change and an upload show in the list; a summary asked for moves a step at each read
 * until it is ready, and a plan without AI summaries (house) is refused as the api does. Fresh
 * state per call: build one per test (stories: withMonetizationAccount does).
 */
export function buildMonetizationAccountHandlers(
  user: CurrentUser,
  data: Partial<MonetizationData> = {},
): HttpHandler[] {
  let current = user;
  let account =
    data.paymentAccount === undefined
      ? paymentAccountOf(user)
      : data.paymentAccount;
  let list = [...(data.recordings ?? recordings)];
  let jobs = [...(data.processing ?? [])];
  const summaries = { ...data.summaries };
  // Asked for in this session: moves on at each read (the stories' states stay put).
  const moving = new Set<string>();
  const summaryOf = (id: string) =>
    summaries[id] ?? recordingSummaryIn('ready', id);
  const noSummaries = () =>
    tierFeatures(currentTier(current)).aiSummary
      ? null
      : apiErrorResponse('AI_SUMMARY_NOT_IN_PLAN');
  const replies = buildMonetizationHandlers({
    ...data,
    paymentAccount: account,
  });
  const find = (id: string) => list.find((recording) => recording.id === id);
  const withStorage = (change: number) => {
    const { used, available } = current.recordingStorage;
    current = {
      ...current,
      recordingStorage: { used: Math.max(0, used + change), available },
    };
  };
  return [
    mockEndpoint(authEndpoints.me, () => current),
    mockEndpoint(monetizationCalls.paymentAccount, () => account),
    mockEndpoint(monetizationCalls.disconnectPaymentAccount, () => {
      account = null;
      current = { ...current, stripeInfo: null };
      return undefined;
    }),
    mockEndpoint(monetizationCalls.recordings, (request) =>
      pagedReply(list, RECORDINGS_PAGE_SIZE)(request),
    ),
    mockEndpoint(
      monetizationCalls.updateRecording,
      ({ params, body: { monetizationSetting } }) => {
        const recording = find(params.id);
        if (!recording) return notFound();
        const updated = {
          ...recording,
          monetizationSetting: toMonetizationSetting(monetizationSetting),
        };
        list = list.map((item) => (item.id === params.id ? updated : item));
        return updated;
      },
    ),
    mockEndpoint(monetizationCalls.deleteRecording, ({ params }) => {
      const recording = find(params.id);
      if (!recording) return notFound();
      list = list.filter((item) => item.id !== params.id);
      withStorage(-recording.sizeBytes);
      return undefined;
    }),
    mockEndpoint(
      monetizationCalls.uploadRecording,
      ({ body: { name, monetizationSetting }, form }) => {
        const file = form.get('file');
        if (file === null || typeof file === 'string' || !isVideoFile(file))
          return validationError(messages.recordingFileRequired);
        const recording = buildRecording({
          id: uploadedRecordingId,
          shareId: 'shr_justUploaded01',
          name,
          url: `recordings/${uploadedRecordingId.slice(0, 8)}/upload.mp4`,
          createdAt: new Date().toISOString(),
          meeting: null,
          durationSeconds: null,
          sizeBytes: Math.max(1, file.size),
          monetizationSetting: toMonetizationSetting(monetizationSetting),
        });
        list = [recording, ...list];
        withStorage(recording.sizeBytes);
        return HttpResponse.json(recording, { status: 201 });
      },
    ),
    mockEndpoint(monetizationCalls.processing, () => ({ processing: jobs })),
    mockEndpoint(monetizationCalls.dismissProcessing, ({ params }) => {
      if (!jobs.some((job) => job.id === params.id && job.status === 'failed'))
        return notFound();
      jobs = jobs.filter((job) => job.id !== params.id);
      return undefined;
    }),
    mockEndpoint(monetizationCalls.recordingSummary, ({ params: { id } }) => {
      const refused = noSummaries();
      if (refused) return refused;
      const summary = summaryOf(id);
      if (moving.has(id)) summaries[id] = nextSummaryStep(summary);
      return summary;
    }),
    mockEndpoint(monetizationCalls.regenerateSummary, ({ params: { id } }) => {
      const refused = noSummaries();
      if (refused) return refused;
      moving.add(id);
      summaries[id] = recordingSummaryIn('queued', id);
      return summaries[id];
    }),
    // The rest (account links, presigned urls, sales) as the plain handlers answer them.
    ...replies,
  ];
}

/** A store as the shell builds it: the API cache and the session. */
export type MonetizationStore = AppStoreOf<AppStateOf<Record<never, never>>>;

/** A store whose session check is over: signed in as `user` (the shell's store, in tests). */
export const createMonetizationStore = (
  user: CurrentUser | null,
): MonetizationStore => {
  const store = createAppStore();
  store.dispatch(sessionChecked(user));
  return store;
};

/**
 * For a Testing Library render as the shell has it: a store signed in as `user`, and a wrapper
 * providing it with the toaster (and `send` for uploads, XMLHttpRequest by default, which
 * msw/node answers). Answer the API with msw.
 */
export function monetizationAccountWrapper(
  user: CurrentUser,
  { send }: { send?: UploadSender } = {},
): {
  store: MonetizationStore;
  wrapper: (props: { children: ReactNode }) => ReactElement;
} {
  const store = createMonetizationStore(user);
  const wrapper = ({ children }: { children: ReactNode }) => {
    const content = createElement(
      Fragment,
      null,
      children,
      createElement(Toaster),
    );
    return createElement(Provider, {
      store,
      children: send
        ? createElement(UploadSenderContext.Provider, {
            value: send,
            children: content,
          })
        : content,
    });
  };
  return { store, wrapper };
}

export interface WithMonetizationAccountOptions
  extends Partial<MonetizationData> {
  /** Tried before the account's own handlers: a state (Failing, Loading) or one call's error. */
  handlers?: RequestHandler[];
}

function FreshMonetizationAccount({
  user,
  options: { handlers = [], ...data },
  Story,
}: {
  user: CurrentUser;
  options: WithMonetizationAccountOptions;
  Story: ComponentType;
}) {
  // Built once per mount: each rendering of a story starts from the account's first state.
  const [decorate] = useState(() =>
    withApi([...handlers, ...buildMonetizationAccountHandlers(user, data)], {
      store: () => createMonetizationStore(user),
    }),
  );
  return decorate(Story);
}

/**
 * Story decorator: signed in as `user`, every monetization call and auth/me answered over the
 * creator's own state (see buildMonetizationAccountHandlers), `handlers` tried first. Uploads
 * go through fetch (fetchUploadSender) so the same mocks answer them.
 */
export const withMonetizationAccount =
  (user: CurrentUser, options: WithMonetizationAccountOptions = {}) =>
  (Story: ComponentType): ReactElement =>
    createElement(
      UploadSenderContext.Provider,
      { value: fetchUploadSender },
      createElement(FreshMonetizationAccount, { user, options, Story }),
    );

// Upload senders for stories and tests: api-client's, for everything that uploads.
export {
  controlledUploadSender,
  fetchUploadSender,
  stalledUploadSender,
  withUploadSender,
} from '@ruume/api-client/testing';
