import { useEffect } from 'react';
import { ErrorState } from '@ruume/ui-kit';
import { reportError } from '../observability/report-error';

/** Shown when a page throws: reported, and the visitor gets a way out instead of a blank screen. */
export function PageError({ error }: { error: unknown }) {
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
