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
  type Recording,
  type MonetizedProducts,
  type RecordingJob,
  type RecordingSummary,
  RECORDING_SEARCH_LIMIT,
  type RecordingSearchHit,
  type RecordingSearchResult,
  tierFeatures,
} from '@ruume/contracts';
import { Toaster } from '@ruume/ui-kit';
import { monetizationCalls } from './api/monetization-api';
import { UploadSenderContext } from '@ruume/api-client';
import { fetchUploadSender } from '@ruume/api-client/testing';
import {
  onboardingAccount,
  RECORDINGS_PAGE_SIZE,
  recordings,
  creatorSales,
  monetizationUrls,
  presignedUrlFor,
  connectedAccount,
  monetizedProducts,
  buildRecording,
  nextSummaryStep,
  recordingSummaryIn,
} from './fixtures/monetization-fixtures';

// The fixtures live in fixtures/monetization-fixtures.ts; the handlers answer from them.
export * from './fixtures/monetization-fixtures';

// ---- Handlers --------------------------------------------------------------------------------

/** The id an uploaded recording gets. */
export const uploadedRecordingId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

const notFound = () =>
  apiErrorResponse('NOT_FOUND', 'this recording does not exist.');

export interface MonetizationData {
  /** The connected payout account; null: none yet. */
  paymentAccount: ConnectedPaymentAccount | null;
  /** The recordings listed; update and delete answer for these ids, 404 for others. */
  recordings: Recording[];
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
      searchRecordings: ({ query: { q } }) =>
        searchFixtures(list, summaries, q),
      sales: pagedReply(sales, salesPageSize ?? Math.max(sales.length, 1)),
    }),
  ];
}

/**
 * The library search over the fixtures, as the api answers it (without stemming): the names
 * holding a word first, then the transcript lines that do, at their moment.
 */
function searchFixtures(
  list: Recording[],
  summaries: Record<string, RecordingSummary>,
  q: string,
): RecordingSearchResult {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const holds = (text: string) =>
    words.some((word) => text.toLowerCase().includes(word));
  const names: RecordingSearchHit[] = list
    .filter((recording) => holds(recording.name))
    .map((recording) => ({
      recordingId: recording.id,
      source: 'name',
      startMs: null,
      text: recording.name,
    }));
  const lines: RecordingSearchHit[] = list.flatMap((recording) =>
    (
      summaries[recording.id] ?? recordingSummaryIn('ready', recording.id)
    ).transcript
      .filter((line) => holds(line.text))
      .map((line) => ({
        recordingId: recording.id,
        source: 'transcript',
        startMs: line.startMs,
        text: line.text,
      })),
  );
  const hits = [...names, ...lines].slice(0, RECORDING_SEARCH_LIMIT);
  const found = new Set(hits.map((hit) => hit.recordingId));
  return { hits, recordings: list.filter((r) => found.has(r.id)) };
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
