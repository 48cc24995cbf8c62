import type { RuntimeConfig } from '@ruume/contracts';
import { sentryOptions } from './sentry-options';
import { setErrorCapture } from './report-error';

export { reportError } from './report-error';

export async function startErrorReporting(
  config: RuntimeConfig,
  isProductionBuild: boolean,
): Promise<boolean> {
  const options = sentryOptions(config, isProductionBuild);
  if (!options) return false;
  const { startSentry } = await import('./sentry');
  setErrorCapture(startSentry(options));
  return true;
}
