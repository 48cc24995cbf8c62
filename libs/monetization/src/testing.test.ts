import { File as NodeFile } from 'node:buffer';
import { createAppStore, pagedItems } from '@ruume/api-client';
import {
  endpointCaller,
  stillPending,
  type EndpointArgs,
} from '@ruume/api-client/testing';
import {
  connectedPaymentAccountSchema,
  maskAccountEmail,
  messages,
  recordingListSchema,
  recordingSchema,
  presignedUrlResponseSchema,
  creatorSalesListSchema,
  recordingJobListSchema,
  recordingSummarySchema,
  RECORDING_SUMMARY_STATES,
} from '@ruume/contracts';
import { monetizationApi } from './api/monetization-api';
import {
  connectedAccount,
  monetizationHandlers,
  monetizationHandlersEmpty,
  monetizationHandlersFailing,
  monetizationHandlersLoading,
  monetizationUrls,
  onboardingAccount,
  paidRecording,
  creatorSales,
  recordings,
  uploadedRecordingId,
  buildMonetizationHandlers,
  buildMonetizationAccountHandlers,
  launchReviewRecording,
  monetizationUsers,
  recordingJobs,
  recordingSummaryIn,
} from './testing';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(
  // A failed meeting recording to dismiss (tried first: the plain handlers list none).
  ...buildMonetizationHandlers({ processing: [recordingJobs.failed] }),
  ...monetizationHandlers,
);

const returnTo = { returnUrlRoute: 'settings/monetization' };

/** A realistic argument for every endpoint; the compiler fails here when the slice gains one. */
// Node's File: the FormData that fetch sends here only takes Node blobs (jsdom's File is not one).
const nodeFile = (name: string, type: string) =>
  new NodeFile([new Uint8Array(64)], name, { type }) as unknown as File;
const videoFile = () => nodeFile('retro.mp4', 'video/mp4');

/** The multipart form the upload dialog sends. */
function uploadForm(name: string, file: File, monetizationSetting?: object) {
  const form = new FormData();
  form.append('name', name);
  form.append('file', file);
  if (monetizationSetting)
    form.append('monetizationSetting', JSON.stringify(monetizationSetting));
  return form;
}

const calls = {
  paymentAccount: undefined,
  createPaymentAccount: returnTo,
  onboardingLink: returnTo,
  disconnectPaymentAccount: undefined,
  recordings: undefined,
  uploadRecording: { form: uploadForm('team retro', videoFile()) },
  updateRecording: {
    id: paidRecording.id,
    monetizationSetting: { monetizeAmount: 12.5, monetizeCurrency: 'cad' },
  },
  deleteRecording: { id: paidRecording.id },
  searchRecordings: { q: 'waitlist' },
  presignedUrl: { url: paidRecording.url },
  processing: undefined,
  dismissProcessing: { id: recordingJobs.failed.id },
  recordingSummary: { id: launchReviewRecording.id },
  regenerateSummary: { id: launchReviewRecording.id },
  sales: undefined,
} satisfies EndpointArgs<typeof monetizationApi.endpoints>;

const { endpoints, start, call } = endpointCaller(monetizationApi, calls);

describe('monetizationHandlers', () => {
  it.each(endpoints)('answer %s', async (endpoint) => {
    const { error } = await call(createAppStore(), endpoint);
    expect(error).toBeUndefined();
  });

  it('serve the onboarded payout account', async () => {
    const { data } = await call(createAppStore(), 'paymentAccount');
    const account = connectedPaymentAccountSchema.parse(data);
    expect(account.payouts_enabled).toBe(true);
    expect(maskAccountEmail(account.email)).toBe('jan***@example.com');
  });

  it('serve the recordings, newest first, a page at a time', async () => {
    const store = createAppStore();
    const { initiate } = monetizationApi.endpoints.recordings;
    const first = store.dispatch(initiate(undefined));
    expect((await first).hasNextPage).toBe(true);
    const second = store.dispatch(
      initiate(undefined, { direction: 'forward' }),
    );
    const { data, hasNextPage } = await second;
    [first, second].forEach((request) => request.unsubscribe());
    expect(hasNextPage).toBe(false);
    expect(data?.pages).toHaveLength(2);
    const list = recordingListSchema.parse(pagedItems(data));
    expect(list.map((recording) => recording.name)).toEqual([
      'product launch',
      'weekly sync',
      'pricing masterclass',
      'open talk',
    ]);
    expect(list.map((recording) => recording.createdAt)).toEqual(
      [...list.map((r) => r.createdAt)].sort().reverse(),
    );
  });

  it('answer an update with the recording and its new setting', async () => {
    const { data } = await call(createAppStore(), 'updateRecording');
    expect(recordingSchema.parse(data)).toEqual({
      ...paidRecording,
      // Donation left out of the request: switched off, currency dropped.
      monetizationSetting: {
        monetizeAmount: 12.5,
        monetizeCurrency: 'cad',
        donationAmount: null,
        donationCurrency: null,
      },
    });
  });

  it('answer 404 for a recording that is not listed', async () => {
    const store = createAppStore();
    expect(
      (await call(store, 'deleteRecording', { id: 'no-such-recording' })).error,
    ).toMatchObject({
      status: 404,
      data: { error: 'NOT_FOUND' },
    });
    expect(
      (
        await call(store, 'updateRecording', {
          id: 'no-such-recording',
          monetizationSetting: {},
        })
      ).error,
    ).toMatchObject({ status: 404 });
  });

  it('refuse an amount without its currency as the api does', async () => {
    const { error } = await call(createAppStore(), 'updateRecording', {
      id: paidRecording.id,
      monetizationSetting: { donationAmount: 2 },
    });
    expect(error).toMatchObject({
      status: 400,
      data: {
        error: 'VALIDATION_ERROR',
        message: expect.stringContaining('donationCurrency'),
      },
    });
  });

  it('serve the sales of both kinds, valid against the contract', async () => {
    const { data } = await call(createAppStore(), 'sales');
    const { pages } = data as { pages: Array<{ items: unknown }> };
    expect(creatorSalesListSchema.parse(pages[0].items)).toEqual(creatorSales);
    expect(pages[0]).toMatchObject({ nextCursor: null });
  });

  it('page the sales with x-next-cursor when a page holds fewer', async () => {
    server.use(...buildMonetizationHandlers({ salesPageSize: 4 }));
    const { data } = await call(createAppStore(), 'sales');
    const [first] = (
      data as { pages: Array<{ items: unknown[]; nextCursor: string | null }> }
    ).pages;
    expect(first.items).toEqual(creatorSales.slice(0, 4));
    expect(first.nextCursor).toEqual(expect.any(String));
  });

  it('sign a link to the stored file', async () => {
    const { data } = await call(createAppStore(), 'presignedUrl');
    const { url } = presignedUrlResponseSchema.parse(data);
    const link = new URL(url);
    expect(link.origin).toBe(monetizationUrls.fileOrigin);
    expect(link.pathname).toBe(`/${paidRecording.url}`);
    expect(link.searchParams.has('X-Amz-Signature')).toBe(true);
  });

  it('send account creation and onboarding to the payment provider', async () => {
    const store = createAppStore();
    expect((await call(store, 'createPaymentAccount')).data).toEqual({
      url: monetizationUrls.createAccount,
    });
    expect((await call(store, 'onboardingLink')).data).toEqual({
      url: monetizationUrls.onboarding,
    });
  });

  it('serve the meeting recordings in progress, valid against the contract', async () => {
    const jobs = Object.values(recordingJobs);
    server.use(...buildMonetizationHandlers({ processing: jobs }));
    const { data } = await call(createAppStore(), 'processing');
    expect(recordingJobListSchema.parse(data)).toEqual({ processing: jobs });
  });

  it('dismiss a failed one only, as the api does', async () => {
    server.use(
      ...buildMonetizationHandlers({
        processing: Object.values(recordingJobs),
      }),
    );
    const store = createAppStore();
    expect(
      (await call(store, 'dismissProcessing', { id: recordingJobs.failed.id }))
        .error,
    ).toBeUndefined();
    expect(
      (
        await call(store, 'dismissProcessing', {
          id: recordingJobs.processing.id,
        })
      ).error,
    ).toMatchObject({ status: 404 });
  });

  it('serve a recording’s summary in each state, valid against the contract', async () => {
    const { id } = launchReviewRecording;
    for (const state of RECORDING_SUMMARY_STATES) {
      server.use(
        ...buildMonetizationHandlers({
          summaries: { [id]: recordingSummaryIn(state, id) },
        }),
      );
      const { data } = await call(createAppStore(), 'recordingSummary');
      expect(recordingSummarySchema.parse(data)).toMatchObject({ state });
    }
  });

  it('move a summary asked for a step at each read, until it is ready', async () => {
    const { id } = launchReviewRecording;
    server.use(
      ...buildMonetizationAccountHandlers(monetizationUsers.onboarded, {
        summaries: { [id]: recordingSummaryIn('none', id) },
      }),
    );
    expect(
      (await call(createAppStore(), 'regenerateSummary')).data,
    ).toMatchObject({ state: 'queued' });
    const steps = [];
    for (let read = 0; read < 6; read += 1) {
      // A store per read: each one asks the mock again.
      const { data } = await call(createAppStore(), 'recordingSummary');
      const { state, progress } = recordingSummarySchema.parse(data);
      steps.push(progress === null ? state : `${state} ${progress}`);
    }
    expect(steps).toEqual([
      'queued',
      'transcribing 40',
      'transcribing 80',
      'summarising',
      'ready',
      'ready',
    ]);
  });

  it('refuse summaries on a plan without them, as the api does', async () => {
    server.use(...buildMonetizationAccountHandlers(monetizationUsers.house));
    const store = createAppStore();
    for (const endpoint of ['recordingSummary', 'regenerateSummary'] as const)
      expect((await call(store, endpoint)).error).toMatchObject({
        status: 403,
        data: { error: 'AI_SUMMARY_NOT_IN_PLAN' },
      });
  });

  it('serve valid fixtures', () => {
    expect(recordingListSchema.parse(recordings)).toEqual(recordings);
    expect(new Set(recordings.map((recording) => recording.shareId)).size).toBe(
      recordings.length,
    );
    expect(connectedPaymentAccountSchema.parse(connectedAccount)).toEqual(
      connectedAccount,
    );
    expect(connectedPaymentAccountSchema.parse(onboardingAccount)).toEqual(
      onboardingAccount,
    );
  });
});

describe('monetization state handlers', () => {
  it('Empty: no payout account and no recordings', async () => {
    server.use(...monetizationHandlersEmpty);
    const store = createAppStore();
    expect((await call(store, 'paymentAccount')).data).toBeNull();
    expect((await call(store, 'recordings')).data).toEqual({
      pages: [{ items: [], nextCursor: null }],
      pageParams: [null],
    });
    expect((await call(store, 'sales')).data).toMatchObject({
      pages: [{ items: [], nextCursor: null }],
    });
  });

  it.each(endpoints)(
    'Failing: %s fails with the api’s 503',
    async (endpoint) => {
      server.use(...monetizationHandlersFailing);
      const { error } = await call(createAppStore(), endpoint);
      expect(error).toEqual({
        status: 503,
        data: {
          error: 'DATABASE_UNAVAILABLE',
          message:
            'the service is temporarily unavailable; please try again later',
        },
      });
    },
  );

  it.each(endpoints)('Loading: %s never answers', async (endpoint) => {
    server.use(...monetizationHandlersLoading);
    await expect(stillPending(start(createAppStore(), endpoint))).resolves.toBe(
      true,
    );
  });

  it('answer an upload with the new recording and its amounts', async () => {
    const { data } = await call(createAppStore(), 'uploadRecording', {
      form: uploadForm('team retro', videoFile(), {
        monetizeAmount: 7,
        monetizeCurrency: 'usd',
      }),
    });
    expect(data).toMatchObject({
      id: uploadedRecordingId,
      name: 'team retro',
      monetizationSetting: {
        monetizeAmount: 7,
        monetizeCurrency: 'usd',
        donationAmount: null,
      },
    });
  });

  it('refuse an upload without a name or a video, as the api does', async () => {
    const store = createAppStore();
    const noName = await call(store, 'uploadRecording', {
      form: uploadForm('', videoFile()),
    });
    expect(noName.error).toMatchObject({
      status: 400,
      data: { message: `name: ${messages.recordingNameRequired}` },
    });
    const notVideo = await call(store, 'uploadRecording', {
      form: uploadForm('notes', nodeFile('notes.txt', 'text/plain')),
    });
    expect(notVideo.error).toMatchObject({
      status: 400,
      data: { message: messages.recordingFileRequired },
    });
  });
});
