// The runtime config's global and placeholder names, and a hand check of its shape: the web
// app reads the config on every first page load, without the schema library.
import type { RuntimeConfig } from './runtime-config';

/** The global name the config is assigned to in the page. */
export const RUNTIME_CONFIG_GLOBAL = '__RUUME_CONFIG__';

/** The comment in index.html that the api replaces with the config script. */
export const RUNTIME_CONFIG_PLACEHOLDER = '<!--ruume-runtime-config-->';

const NULLABLE_KEYS = [
  'sentryDsn',
  'sentryEnvironment',
  'analyticsKey',
  'analyticsHost',
] as const;

/** The config in `value` with only its known keys (as runtimeConfigSchema parses it), or null. */
export function checkRuntimeConfig(value: unknown): RuntimeConfig | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return null;
  const fields = value as Record<string, unknown>;
  if (typeof fields['publicUrl'] !== 'string') return null;
  if (typeof fields['paymentsTestMode'] !== 'boolean') return null;
  const config: Record<string, unknown> = {
    publicUrl: fields['publicUrl'],
    paymentsTestMode: fields['paymentsTestMode'],
  };
  for (const key of NULLABLE_KEYS) {
    const field = fields[key];
    if (field !== null && typeof field !== 'string') return null;
    config[key] = field;
  }
  return config as RuntimeConfig;
}
