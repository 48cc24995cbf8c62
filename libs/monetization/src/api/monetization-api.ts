import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  handleAuthFailure,
  isAuthFailure,
  type ApiError,
} from '@ruume/api-client';
import {
  pathOf,
  paymentEndpoints,
  recordingEndpoints,
  type MeetingRecording,
} from '@ruume/contracts';
import { xhrUploadSender, type UploadSender } from '../upload/upload-sender';

/** Creators' calls (payout account, recordings), by slice endpoint. */
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
  sales: recordingEndpoints.sales,
};

/** POST meeting-recording: the form (name and monetizationSetting before the file), and its progress. */
export interface UploadRecordingArg {
  form: FormData;
  /** Bytes of the body sent so far, out of `total`. */
  onProgress?: (sent: number, total: number) => void;
  /** How the form is sent (stories and tests pass their own); XMLHttpRequest by default. */
  send?: UploadSender;
}

/** The upload, sent with progress; failures are handled as the base query handles them. */
async function uploadRecording(
  {
    form,
    onProgress = () => undefined,
    send = xhrUploadSender,
  }: UploadRecordingArg,
  {
    signal,
    dispatch,
  }: { signal: AbortSignal; dispatch: Parameters<typeof handleAuthFailure>[0] },
): Promise<{ data: MeetingRecording } | { error: ApiError }> {
  const endpoint = monetizationCalls.uploadRecording;
  const result = await send({
    path: pathOf(endpoint, {}),
    method: endpoint.method,
    form,
    onProgress,
    signal,
  });
  if (!result.ok) {
    // SPEC §8's 437: the one sign-out, as for every other call.
    if (isAuthFailure(result.error.status, result.error.data))
      void handleAuthFailure(dispatch, result.error.data);
    return { error: result.error };
  }
  try {
    const { response } = await endpoint.schemas();
    return { data: response.parse(result.body) };
  } catch (error) {
    console.error(
      `${endpoint.method} ${endpoint.path}: the answer does not match the contract`,
      error,
    );
    return {
      error: { status: 'PARSING_ERROR', data: { error: 'INVALID_RESPONSE' } },
    };
  }
}

export const monetizationApi = coveringCalls(
  monetizationCalls,
  baseApi
    .enhanceEndpoints({ addTagTypes: ['PaymentAccount', 'Sales'] })
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
        recordings: build.query({
          ...fromEndpoint(monetizationCalls.recordings),
          providesTags: (result = []) => [
            { type: 'Recording', id: 'LIST' },
            ...result.map(({ id }) => ({ type: 'Recording' as const, id })),
          ],
        }),
        uploadRecording: build.mutation<MeetingRecording, UploadRecordingArg>({
          queryFn: (arg, api) => uploadRecording(arg, api),
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
        sales: build.query({
          ...fromEndpoint(monetizationCalls.sales),
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
  useRecordingsQuery,
  useUploadRecordingMutation,
  useUpdateRecordingMutation,
  useDeleteRecordingMutation,
  usePresignedUrlMutation,
  useSalesQuery,
} = monetizationApi;
