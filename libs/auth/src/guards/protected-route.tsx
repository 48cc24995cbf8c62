import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { useAuth } from '../state/use-auth';

/** Renders nothing while the session check runs; signed-out visitors go to /login (replace). */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (!user) return <Navigate to={paths.login()} replace />;
  return children ?? <Outlet />;
}
