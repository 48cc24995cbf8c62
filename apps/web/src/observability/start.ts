import { readRuntimeConfig } from '../runtime-config';
import { startAnalytics } from './analytics-client';
import { startErrorReporting } from './error-reporting';

/**
 * Reads the config the server injected and starts error reporting and analytics (each only when
 * configured). main.tsx loads this module after the first render: neither is needed to paint,
 * and both already loaded their SDKs on demand.
 */
export function startObservability(isProductionBuild: boolean): void {
  const config = readRuntimeConfig();
  void startErrorReporting(config, isProductionBuild);
  void startAnalytics(config);
}
