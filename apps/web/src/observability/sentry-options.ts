import type { BrowserOptions } from '@sentry/react';
import type { RuntimeConfig } from '@ruume/contracts';

/**
 * SPEC §1: error reporting only for production builds with a DSN, no default personal
 * data, no replay of ordinary sessions, replay of every session that hits an error,
 * performance monitoring on.
 */
export function sentryOptions(
  config: RuntimeConfig,
  isProductionBuild: boolean,
): BrowserOptions | null {
  if (!isProductionBuild || !config.sentryDsn) return null;
  return {
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment ?? 'production',
    // SDK 11's replacement for `sendDefaultPii: false`: collect no personal data by default.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: 0.2,
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 1,
  };
}
