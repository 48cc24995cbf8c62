import { Suspense, lazy } from 'react';
import { Route } from 'react-router-dom';
import { routePatterns } from '@ruume/contracts';
import { ShareAccessPage, sharePages } from '@ruume/share';
import { LoadingOverlay } from '@ruume/ui-kit';
import { mountLanding } from '../landing/mount-landing';

const ShareDownloadPage = lazy(() =>
  sharePages.download().then((Page) => ({ default: Page })),
);

// The share pages' own entry (share.html), where a visitor lands from a share link: the access
// page and the download page, the same pages as in the app.
mountLanding(
  <>
    <Route path={routePatterns.share.access} element={<ShareAccessPage />} />
    <Route
      path={routePatterns.share.download}
      element={
        <Suspense fallback={<LoadingOverlay visible />}>
          <ShareDownloadPage />
        </Suspense>
      }
    />
  </>,
);
