import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  fromPagedEndpoint,
  pagedListTags,
  userKeyedTags,
  uploadQueryFn,
  type UploadArg,
} from '@ruume/api-client';
import {
  paymentEndpoints,
  recordingEndpoints,
  recordingJobEndpoints,
  recordingSummaryEndpoints,
  salesEndpoints,
  type Recording,
  type RecordingJob,
} from '@ruume/contracts';

/** Creators' calls (payout account, recordings, sales of every product), by slice endpoint. */
export const monetizationCalls = {
  paymentAccount: paymentEndpoints.stripeAccount,
  createPaymentAccount: paymentEndpoints.createStripeAccount,
  onboardingLink: paymentEndpoints.onboardingLink,
  disconnectPaymentAccount: paymentEndpoints.deleteStripeAccount,
  recordings: recordingEndpoints.list,
  uploadRecording: recordingEndpoints.upload,
  presignedUrl: recordingEndpoints.presignedUrl,
  updateRecording: recordingEndpoints.update,
  deleteRecording: recordingEndpoints.delete,
  searchRecordings: recordingEndpoints.search,
  processing: recordingJobEndpoints.list,
  dismissProcessing: recordingJobEndpoints.dismiss,
  recordingSummary: recordingSummaryEndpoints.get,
  regenerateSummary: recordingSummaryEndpoints.regenerate,
  sales: salesEndpoints.list,
};

/** POST meeting-recording: the form (name and monetizationSetting before the file), and its progress. */
export type UploadRecordingArg = UploadArg<typeof recordingEndpoints.upload>;

export const monetizationApi = coveringCalls(
  monetizationCalls,
  baseApi
    .enhanceEndpoints({
      addTagTypes: userKeyedTags(
        'PaymentAccount',
        'Sales',
        'RecordingJob',
        'RecordingSummary',
      ),
    })
    .injectEndpoints({
      endpoints: (build) => ({
        paymentAccount: build.query({
          ...fromEndpoint(monetizationCalls.paymentAccount),
          providesTags: ['PaymentAccount'],
        }),
        createPaymentAccount: build.mutation({
          ...fromEndpoint(monetizationCalls.createPaymentAccount),
          invalidatesTags: ['PaymentAccount', 'CurrentUser'],
        }),
        onboardingLink: build.mutation(
          fromEndpoint(monetizationCalls.onboardingLink),
        ),
        disconnectPaymentAccount: build.mutation({
          ...fromEndpoint(monetizationCalls.disconnectPaymentAccount),
          invalidatesTags: ['PaymentAccount', 'CurrentUser'],
        }),
        // Page by page (X-Next-Cursor); an upload or a deletion refetches from page one.
        recordings: build.infiniteQuery({
          ...fromPagedEndpoint(monetizationCalls.recordings),
          providesTags: pagedListTags(
            'Recording',
            (recording: Recording) => recording.id,
          ),
        }),
        uploadRecording: build.mutation<Recording, UploadRecordingArg>({
          queryFn: uploadQueryFn(monetizationCalls.uploadRecording),
          invalidatesTags: [{ type: 'Recording', id: 'LIST' }, 'CurrentUser'],
        }),
        updateRecording: build.mutation({
          ...fromEndpoint(monetizationCalls.updateRecording),
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Recording', id },
          ],
        }),
        deleteRecording: build.mutation({
          ...fromEndpoint(monetizationCalls.deleteRecording),
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Recording', id },
            { type: 'Recording', id: 'LIST' },
            'CurrentUser',
          ],
        }),
        // The library searched: a new, changed or deleted recording or summary searches again.
        searchRecordings: build.query({
          ...fromEndpoint(monetizationCalls.searchRecordings),
          providesTags: [{ type: 'Recording', id: 'LIST' }, 'RecordingSummary'],
        }),
        // Meeting recordings on their way to the library (the screen polls while one moves).
        processing: build.query({
          ...fromEndpoint(monetizationCalls.processing),
          providesTags: ['RecordingJob'],
          // One that was recording or processing and left the list is in the library now.
          async onQueryStarted(
            _arg,
            { dispatch, getCacheEntry, queryFulfilled },
          ) {
            const before = getCacheEntry().data?.processing ?? [];
            let after: RecordingJob[];
            try {
              after = (await queryFulfilled).data.processing;
            } catch {
              return; // The query shows its own error.
            }
            if (
              before.some(
                (job) =>
                  job.status !== 'failed' &&
                  !after.some((now) => now.id === job.id),
              )
            )
              dispatch(
                baseApi.util.invalidateTags([
                  { type: 'Recording', id: 'LIST' },
                  'CurrentUser',
                ]),
              );
          },
        }),
        // What it recorded is deleted: the storage it held is free again.
        dismissProcessing: build.mutation({
          ...fromEndpoint(monetizationCalls.dismissProcessing),
          invalidatesTags: ['RecordingJob', 'CurrentUser'],
        }),
        presignedUrl: build.mutation(
          fromEndpoint(monetizationCalls.presignedUrl),
        ),
        // A recording's transcript and summary (the dialog polls while it is being made).
        recordingSummary: build.query({
          ...fromEndpoint(monetizationCalls.recordingSummary),
          providesTags: (_result, _error, { id }) => [
            { type: 'RecordingSummary', id },
          ],
        }),
        // Answers the summary queued: it replaces the cached one, so polling starts at once.
        regenerateSummary: build.mutation({
          ...fromEndpoint(monetizationCalls.regenerateSummary),
          async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
            try {
              const { data } = await queryFulfilled;
              dispatch(
                monetizationApi.util.upsertQueryData(
                  'recordingSummary',
                  { id },
                  data,
                ),
              );
            } catch {
              // The caller shows the failure.
            }
          },
        }),
        // Page by page (X-Next-Cursor), as the recordings.
        sales: build.infiniteQuery({
          ...fromPagedEndpoint(monetizationCalls.sales),
          providesTags: ['Sales'],
        }),
      }),
    }),
);

export const {
  usePaymentAccountQuery,
  useCreatePaymentAccountMutation,
  useOnboardingLinkMutation,
  useDisconnectPaymentAccountMutation,
  useRecordingsInfiniteQuery,
  useUploadRecordingMutation,
  useUpdateRecordingMutation,
  useDeleteRecordingMutation,
  useSearchRecordingsQuery,
  useProcessingQuery,
  useDismissProcessingMutation,
  usePresignedUrlMutation,
  useRecordingSummaryQuery,
  useRegenerateSummaryMutation,
  useSalesInfiniteQuery,
} = monetizationApi;
