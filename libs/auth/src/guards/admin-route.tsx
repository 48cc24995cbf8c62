import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { ADMIN_GUARD_FALLBACK } from '@ruume/contracts';
import { useAdminStatus } from '../state/use-auth';

/** Renders nothing while loading; only admins pass, everyone else goes to the fallback (replace). */
export function AdminRoute({
  children,
  fallback = ADMIN_GUARD_FALLBACK,
}: {
  children?: ReactNode;
  fallback?: string;
}) {
  const status = useAdminStatus();
  if (status === 'loading') return null;
  if (status !== 'admin') return <Navigate to={fallback} replace />;
  return children ?? <Outlet />;
}
