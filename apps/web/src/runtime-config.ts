import {
  RUNTIME_CONFIG_GLOBAL,
  checkRuntimeConfig,
  type RuntimeConfig,
} from '@ruume/contracts';

const injected = () =>
  (globalThis.window as unknown as Record<string, unknown> | undefined)?.[
    RUNTIME_CONFIG_GLOBAL
  ];

/** Settings the server injects into index.html at serve time (one build, many environments). */
export function readRuntimeConfig(source: unknown = injected()): RuntimeConfig {
  // A hand check, not the schema: this runs before the first paint of every page.
  const parsed = checkRuntimeConfig(source);
  if (parsed) return parsed;
  // Dev server or a broken page: everything optional is off.
  return {
    sentryDsn: null,
    sentryEnvironment: null,
    analyticsKey: null,
    analyticsHost: null,
    publicUrl: globalThis.location?.origin ?? '',
    paymentsTestMode: false,
  };
}
