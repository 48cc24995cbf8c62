import { z } from 'zod';
import {
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PLACEHOLDER,
  checkRuntimeConfig,
} from './runtime-config-names';

export {
  RUNTIME_CONFIG_GLOBAL,
  RUNTIME_CONFIG_PLACEHOLDER,
  checkRuntimeConfig,
};

/**
 * Configuration the api injects into index.html as `window.__RUUME_CONFIG__`,
 * so one web build runs in every environment. Absent values are null.
 * The api sends `sentryDsn` only when it runs in production: a non-null DSN means "report errors".
 */
export const runtimeConfigSchema = z.object({
  sentryDsn: z.string().nullable(),
  sentryEnvironment: z.string().nullable(),
  analyticsKey: z.string().nullable(),
  analyticsHost: z.string().nullable(),
  publicUrl: z.string(),
  /** Payments run on the built-in sandbox: the app shows a 'test mode' badge. */
  paymentsTestMode: z.boolean(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
