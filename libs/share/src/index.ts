export { ShareAccessPage } from './pages/share-access-page/share-access-page';
export { ShareDownloadPage } from './pages/share-download-page/share-download-page';
