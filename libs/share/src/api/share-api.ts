import { baseApi } from '@ruume/api-client';
import {
  apiPaths,
  type AccessResult,
  type CheckAccessRequest,
  type CheckMonetizedRequest,
  type MonetizationCheck,
  type RecordingCheckoutSessionRequest,
} from '@ruume/contracts';

export const shareApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Share'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // A POST by SPEC §7, but it reads: cached like a query, per share id.
      monetizationCheck: build.query<MonetizationCheck, CheckMonetizedRequest>({
        query: (body) => ({
          url: apiPaths.recording.checkMonetized(),
          method: 'POST',
          body,
        }),
        providesTags: (_result, _error, { shareId }) => [
          { type: 'Share', id: shareId },
        ],
      }),
      checkAccess: build.mutation<AccessResult, CheckAccessRequest>({
        query: (body) => ({
          url: apiPaths.recording.checkAccess(),
          method: 'POST',
          body,
        }),
      }),
      createRecordingCheckout: build.mutation<
        { url: string },
        RecordingCheckoutSessionRequest
      >({
        query: (body) => ({
          url: apiPaths.payment.recordingCheckout(),
          method: 'POST',
          body,
        }),
      }),
    }),
  });

export const {
  useMonetizationCheckQuery,
  useCheckAccessMutation,
  useCreateRecordingCheckoutMutation,
} = shareApi;
