import { useRouteError } from 'react-router-dom';
import { PageError } from './page-error';

/** The app's routes' error element. */
export function RouteErrorPage() {
  return <PageError error={useRouteError()} />;
}
