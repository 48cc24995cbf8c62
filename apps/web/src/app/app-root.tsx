import { Suspense, lazy, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { analytics } from '@ruume/api-client';
import { checkSession } from '@ruume/auth';
import { afterFirstPaint } from './after-first-paint';
import type { RootDispatch } from './store';

// The toasts' library is not needed for the first paint: its chunk is fetched once the page has
// painted, and the Toaster mounts when it arrives.
const loadToaster = () =>
  afterFirstPaint()
    .then(() => import('./toaster'))
    .then((m) => ({ default: m.Toaster }));
const Toaster = lazy(loadToaster);

/** The root route: checks the session once, reports page views, hosts the toasts. */
export function AppRoot() {
  const dispatch = useDispatch<RootDispatch>();
  const { pathname } = useLocation();

  useEffect(() => {
    void dispatch(checkSession());
  }, [dispatch]);

  useEffect(() => {
    analytics.pageView(pathname);
  }, [pathname]);

  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
