export { MonetizationPage } from './pages/monetization-page/monetization-page';
export { RecordingsPage } from './pages/recordings-page/recordings-page';
