import { Suspense, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { analytics } from '@ruume/api-client';
import { routePatterns } from '@ruume/contracts';
import { ShareAccessPage, sharePages } from '@ruume/share';
import { LoadingOverlay } from '@ruume/ui-kit';

const ShareDownloadPage = lazy(() =>
  sharePages.download().then((Page) => ({ default: Page })),
);

/** Anywhere else (the dashboard after "back to home"): the app loads there. */
function ElsewhereInTheApp() {
  const { key } = useLocation();
  useEffect(() => {
    window.location.reload();
  }, [key]);
  return <LoadingOverlay visible />;
}

/**
 * The routes of the share pages' entry, where a visitor lands from a share link: the access
 * page and the download page (the same pages as in the app), nothing else; any other path
 * leaves for the app.
 */
export function ShareRoutes() {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.pageView(pathname);
  }, [pathname]);

  return (
    <Routes>
      <Route path={routePatterns.share.access} element={<ShareAccessPage />} />
      <Route
        path={routePatterns.share.download}
        element={
          <Suspense fallback={<LoadingOverlay visible />}>
            <ShareDownloadPage />
          </Suspense>
        }
      />
      <Route path="*" element={<ElsewhereInTheApp />} />
    </Routes>
  );
}
