import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { analytics } from '@ruume/api-client';
import { checkSession } from '@ruume/auth';
import { Toaster } from '@ruume/ui-kit';
import type { RootDispatch } from './store';

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
      <Toaster />
    </>
  );
}
