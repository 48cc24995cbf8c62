export {
  monetizationApi,
  monetizationCalls,
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
  type UploadRecordingArg,
} from './api/monetization-api';
export {
  xhrUploadSender,
  type UploadRequest,
  type UploadResult,
  type UploadSender,
} from './upload/upload-sender';
export { UploadSenderContext } from './upload/upload-sender-context';
export { monetizationPages } from './lazy-pages';
