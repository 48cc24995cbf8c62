import { type App, buildApp } from '../../src/app';
import type { DatabaseDriver } from '../../src/db/database';
import type { ErrorReporter } from '../../src/plugins/error-handler';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp extends TestDatabase {
  app: App;
  /** Parsed log lines written so far (with LOG_LEVEL in `env` above silent). */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The real app on a database of its own. Add test-only routes before the first inject. */
export async function createTestApp(
  options: {
    driver?: DatabaseDriver;
    env?: NodeJS.ProcessEnv;
    reportError?: ErrorReporter;
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(options.driver ?? 'pglite', {
    // Every request of a test comes from one address: limits only where a test sets them.
    env: {
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      ...options.env,
    },
  });
  const logs: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    config: testDatabase.config,
    database: testDatabase.database,
    reportError: options.reportError,
    logStream: { write: (line) => logs.push(JSON.parse(line)) },
  });
  return Object.assign(testDatabase, {
    app,
    logs,
    async close() {
      await app.close();
      await testDatabase.cleanup();
    },
  });
}

/** A matching XSRF cookie and header, as the web client sends them. */
export const XSRF = {
  cookies: { 'XSRF-TOKEN': 'test-xsrf-token' },
  headers: { 'x-xsrf-token': 'test-xsrf-token' },
};
