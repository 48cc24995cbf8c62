import type { RuntimeConfig } from '@ruume/contracts';
import { startAnalytics } from './analytics-client';
import { startErrorReporting } from './error-reporting';

/**
 * Starts error reporting and analytics (each only when configured in the config the server
 * injected). app/mount.tsx loads this module after the first render: neither is needed to
 * paint, and both load their SDKs on demand.
 */
export function startObservability(
  config: RuntimeConfig,
  isProductionBuild: boolean,
): void {
  void startErrorReporting(config, isProductionBuild);
  void startAnalytics(config);
}
