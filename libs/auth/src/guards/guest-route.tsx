import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { useAuth } from '../state/use-auth';

/** For the sign-in page at `/`: signed-in users go straight to their dashboard. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (user) return <Navigate to={paths.dashboard.root} replace />;
  return children;
}
