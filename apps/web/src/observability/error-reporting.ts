import type { RuntimeConfig } from '@ruume/contracts';
import { sentryOptions } from './sentry-options';

let capture: (error: unknown) => void = () => undefined;

export async function startErrorReporting(config: RuntimeConfig, isProductionBuild: boolean): Promise<boolean> {
  const options = sentryOptions(config, isProductionBuild);
  if (!options) return false;
  const { startSentry } = await import('./sentry');
  capture = startSentry(options);
  return true;
}

/** For errors React Router catches itself (route error elements). */
export function reportError(error: unknown): void {
  capture(error);
}
