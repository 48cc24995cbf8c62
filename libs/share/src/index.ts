export { ShareAccessPage } from './pages/share-access-page/share-access-page';
export { ShareDownloadPage } from './pages/share-download-page/share-download-page';
export { shareApi, useMonetizationCheckQuery, useCheckAccessMutation, useCreateRecordingCheckoutMutation } from './api/share-api';
