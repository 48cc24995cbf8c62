export {
  monetizationApi,
  monetizationCalls,
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
  type UploadRecordingArg,
} from './api/monetization-api';
export { monetizationPages } from './lazy-pages';
