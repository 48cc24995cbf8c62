export { MonetizationPage } from './pages/monetization-page/monetization-page';
export { RecordingsPage } from './pages/recordings-page/recordings-page';
export { monetizationApi, usePaymentAccountQuery, useCreatePaymentAccountMutation, useOnboardingLinkMutation, useDisconnectPaymentAccountMutation, useRecordingsQuery, useUpdateRecordingMutation, useDeleteRecordingMutation, usePresignedUrlMutation } from './api/monetization-api';
