export { ShareAccessPage } from './pages/share-access-page/share-access-page';
export {
  shareApi,
  shareCalls,
  useMonetizationCheckQuery,
  useCheckAccessMutation,
  useCreateRecordingCheckoutMutation,
} from './api/share-api';
export { sharePages } from './lazy-pages';
