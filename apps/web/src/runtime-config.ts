import { runtimeConfigSchema, type RuntimeConfig } from '@ruume/contracts';

declare global {
  interface Window {
    __RUUME_CONFIG__?: unknown;
  }
}

/** Settings the server injects into index.html at serve time (one build, many environments). */
export function readRuntimeConfig(source: unknown = globalThis.window?.__RUUME_CONFIG__): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(source ?? {});
  return parsed.success ? parsed.data : runtimeConfigSchema.parse({});
}
