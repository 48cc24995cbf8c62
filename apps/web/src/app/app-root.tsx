import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { analytics, type AppDispatch } from '@ruume/api-client';
import { checkSession } from '@ruume/auth';
import { Toaster } from '@ruume/ui-kit';

/** The root route: checks the session once, reports page views, hosts the toasts. */
export function AppRoot() {
  const dispatch = useDispatch<AppDispatch>();
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
      <Toaster />
    </>
  );
}
