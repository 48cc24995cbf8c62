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
  salesEndpoints,
  type MeetingRecording,
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
  sales: salesEndpoints.list,
};

/** POST meeting-recording: the form (name and monetizationSetting before the file), and its progress. */
export type UploadRecordingArg = UploadArg<typeof recordingEndpoints.upload>;

export const monetizationApi = coveringCalls(
  monetizationCalls,
  baseApi
    .enhanceEndpoints({
      addTagTypes: userKeyedTags('PaymentAccount', 'Sales'),
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
            (recording: MeetingRecording) => recording.id,
          ),
        }),
        uploadRecording: build.mutation<MeetingRecording, UploadRecordingArg>({
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
        presignedUrl: build.mutation(
          fromEndpoint(monetizationCalls.presignedUrl),
        ),
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
  usePresignedUrlMutation,
  useSalesInfiniteQuery,
} = monetizationApi;
