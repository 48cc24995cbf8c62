export {
  monetizationApi,
  monetizationCalls,
  usePaymentAccountQuery,
  useCreatePaymentAccountMutation,
  useOnboardingLinkMutation,
  useDisconnectPaymentAccountMutation,
  useRecordingsQuery,
  useUpdateRecordingMutation,
  useDeleteRecordingMutation,
  usePresignedUrlMutation,
} from './api/monetization-api';
export { monetizationPages } from './lazy-pages';
