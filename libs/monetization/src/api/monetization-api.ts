import { baseApi } from '@ruume/api-client';
import {
  apiPaths,
  type ConnectedPaymentAccount,
  type MeetingRecording,
  type PresignedUrlRequest,
  type RecordingUpdateRequest,
  type StripeAccountRequest,
} from '@ruume/contracts';

type UrlResponse = { url: string };

export const monetizationApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['PaymentAccount', 'Recording'] })
  .injectEndpoints({
    endpoints: (build) => ({
      paymentAccount: build.query<ConnectedPaymentAccount | null, void>({
        query: () => apiPaths.payment.stripeAccount(),
        providesTags: ['PaymentAccount'],
      }),
      createPaymentAccount: build.mutation<UrlResponse, StripeAccountRequest>({
        query: (body) => ({
          url: apiPaths.payment.createStripeAccount(),
          method: 'POST',
          body,
        }),
        invalidatesTags: ['PaymentAccount', 'CurrentUser'],
      }),
      onboardingLink: build.mutation<UrlResponse, StripeAccountRequest>({
        query: (body) => ({
          url: apiPaths.payment.onboardingLink(),
          method: 'POST',
          body,
        }),
      }),
      disconnectPaymentAccount: build.mutation<void, void>({
        query: () => ({
          url: apiPaths.payment.deleteStripeAccount(),
          method: 'DELETE',
        }),
        invalidatesTags: ['PaymentAccount', 'CurrentUser'],
      }),
      recordings: build.query<MeetingRecording[], void>({
        query: () => apiPaths.recording.list(),
        providesTags: (result = []) => [
          { type: 'Recording', id: 'LIST' },
          ...result.map(({ id }) => ({ type: 'Recording' as const, id })),
        ],
      }),
      updateRecording: build.mutation<
        MeetingRecording,
        { id: string } & RecordingUpdateRequest
      >({
        query: ({ id, ...body }) => ({
          url: apiPaths.recording.update(id),
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Recording', id },
        ],
      }),
      deleteRecording: build.mutation<void, string>({
        query: (id) => ({
          url: apiPaths.recording.delete(id),
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, id) => [
          { type: 'Recording', id },
          { type: 'Recording', id: 'LIST' },
          'CurrentUser',
        ],
      }),
      presignedUrl: build.mutation<UrlResponse, PresignedUrlRequest>({
        query: (body) => ({
          url: apiPaths.recording.presignedUrl(),
          method: 'POST',
          body,
        }),
      }),
    }),
  });

export const {
  usePaymentAccountQuery,
  useCreatePaymentAccountMutation,
  useOnboardingLinkMutation,
  useDisconnectPaymentAccountMutation,
  useRecordingsQuery,
  useUpdateRecordingMutation,
  useDeleteRecordingMutation,
  usePresignedUrlMutation,
} = monetizationApi;
