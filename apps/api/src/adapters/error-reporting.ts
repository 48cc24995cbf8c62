import type { Config } from '../config';
import type { ErrorReporter } from '../plugins/error-handler';

export interface ErrorReporting {
  report: ErrorReporter;
  /** Sends what is still queued; call before the process exits. */
  close(): Promise<void>;
}

/** Sentry for the server: on only in production with SENTRY_DSN set, never with personal data. */
export async function createErrorReporting(
  config: Config,
): Promise<ErrorReporting | undefined> {
  if (config.nodeEnv !== 'production' || !config.sentryDsn) return undefined;

  // Loaded only when switched on: the SDK is large.
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment ?? config.nodeEnv,
    // SDK 11 replaced `sendDefaultPii: false` with per-category switches: collect no personal data.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
  });
  return {
    report: (error) => {
      Sentry.captureException(error);
    },
    close: async () => {
      await Sentry.close(2000);
    },
  };
}
