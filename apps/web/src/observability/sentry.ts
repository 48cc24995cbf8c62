// Loaded only when error reporting is on, so visitors without a DSN download none of it.
import {
  browserTracingIntegration,
  captureException,
  init,
  addIntegration,
} from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';

export function startSentry(options: BrowserOptions): (error: unknown) => void {
  init({ ...options, integrations: [browserTracingIntegration()] });
  // Replay is large: fetch it after start-up, it only matters once an error happens.
  void import('./sentry-replay').then(({ replayIntegration }) =>
    addIntegration(
      replayIntegration({ maskAllText: true, blockAllMedia: true }),
    ),
  );
  return (error) => captureException(error);
}
