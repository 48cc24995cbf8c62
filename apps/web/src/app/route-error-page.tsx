import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorState } from '@ruume/ui-kit';
import { reportError } from '../observability/report-error';

/** Shown when a page throws: reported, and the visitor gets a way out instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <ErrorState
      title="something went wrong"
      description="we could not show this page. please reload, or try again in a moment."
      actionLabel="reload"
      onAction={() => globalThis.location.reload()}
    />
  );
}
