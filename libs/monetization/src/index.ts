export {
  monetizationApi,
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
