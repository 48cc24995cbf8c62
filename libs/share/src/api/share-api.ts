import { baseApi, coveringCalls, fromEndpoint } from '@ruume/api-client';
import { shareEndpoints } from '@ruume/contracts';

/** The share page's calls, by slice endpoint. */
export const shareCalls = {
  monetizationCheck: shareEndpoints.checkMonetized,
  checkAccess: shareEndpoints.checkAccess,
  createRecordingCheckout: shareEndpoints.recordingCheckout,
};

// The share page is a landing page: its answers are not parsed with the schemas, so it does not
// load the schema library (it reads two booleans and a URL it only navigates to).
const unchecked = <T>(raw: unknown) => raw as T;

export const shareApi = coveringCalls(
  shareCalls,
  baseApi.enhanceEndpoints({ addTagTypes: ['Share'] }).injectEndpoints({
    endpoints: (build) => ({
      // A POST by SPEC §7, but it reads: cached like a query, per share id.
      monetizationCheck: build.query({
        ...fromEndpoint(shareCalls.monetizationCheck, unchecked),
        providesTags: (_result, _error, { shareId }) => [
          { type: 'Share', id: shareId },
        ],
      }),
      checkAccess: build.mutation(
        fromEndpoint(shareCalls.checkAccess, unchecked),
      ),
      createRecordingCheckout: build.mutation(
        fromEndpoint(shareCalls.createRecordingCheckout, unchecked),
      ),
    }),
  }),
);

export const {
  useMonetizationCheckQuery,
  useCheckAccessMutation,
  useCreateRecordingCheckoutMutation,
} = shareApi;
