import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  fromPagedEndpoint,
  pagedListTags,
  requestFor,
  userKeyedTags,
  uploadQueryFn,
  type UploadArg,
} from '@ruume/api-client';
import {
  paymentEndpoints,
  recordingEndpoints,
  salesEndpoints,
  type CreatorSales,
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

/** One page of the creator's sales, and the cursor of the next (null on the last). */
export interface SalesPage {
  rows: CreatorSales[];
  nextCursor: string | null;
}

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
        // Page by page: the x-next-cursor header of one page asks for the next.
        sales: build.infiniteQuery<SalesPage, void, string | null>({
          infiniteQueryOptions: {
            initialPageParam: null,
            getNextPageParam: (last) => last.nextCursor,
          },
          query: ({ pageParam }) =>
            requestFor(
              monetizationCalls.sales,
              pageParam ? { cursor: pageParam } : {},
            ),
          transformResponse: (rows: CreatorSales[], meta) => ({
            rows,
            nextCursor: meta?.nextCursor ?? null,
          }),
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
