import { useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { analytics } from '@ruume/api-client';
import { LoadingOverlay } from '@ruume/ui-kit';

/** Anywhere else (the dashboard after signing in, "back to home"): the app loads there. */
function ElsewhereInTheApp() {
  const { key } = useLocation();
  useEffect(() => {
    window.location.reload();
  }, [key]);
  return <LoadingOverlay visible />;
}

/**
 * The routes of a landing entry (sign-in, the share pages): its own pages, each a `<Route>`,
 * and any other path, which leaves for the app. Reports page views as the app does.
 */
export function LandingRoutes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    analytics.pageView(pathname);
  }, [pathname]);

  return (
    <Routes>
      {children}
      <Route path="*" element={<ElsewhereInTheApp />} />
    </Routes>
  );
}
