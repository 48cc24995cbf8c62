import { useNavigate } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Button } from '../button/button';
import { StatusPage } from './status-page';

/** SPEC §2 404 page: 'back to home' replaces the route with /dashboard. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      icon="search"
      title="page not found"
      description="the page you are looking for does not exist or has been moved."
      actions={
        <Button
          onClick={() => navigate(paths.dashboard.root, { replace: true })}
        >
          back to home
        </Button>
      }
    />
  );
}
