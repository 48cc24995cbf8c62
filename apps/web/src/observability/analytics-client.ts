import { setAnalyticsSink } from '@ruume/api-client';
import type { RuntimeConfig } from '@ruume/contracts';

/** Analytics needs persistent storage and cookies, and respects Do Not Track. */
export function analyticsSupported(
  env: { window?: Window; navigator?: Navigator } = globalThis,
): boolean {
  const { window: win, navigator: nav } = env;
  if (!win || !nav || !nav.cookieEnabled || nav.doNotTrack === '1')
    return false;
  try {
    const probe = '__ruume_probe__';
    win.localStorage.setItem(probe, probe);
    win.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Starts product analytics only when configured and supported; otherwise nothing is sent. */
export async function startAnalytics(
  config: RuntimeConfig,
  supported = analyticsSupported(),
): Promise<boolean> {
  if (!config.analyticsKey || !supported) return false;
  const { default: posthog } = await import('posthog-js');
  posthog.init(config.analyticsKey, {
    api_host: config.analyticsHost ?? undefined,
    capture_pageview: false,
    autocapture: false,
    disable_session_recording: true,
    respect_dnt: true,
    person_profiles: 'identified_only',
  });
  setAnalyticsSink({
    pageView: (path) =>
      posthog.capture('$pageview', {
        $current_url: globalThis.location?.origin + path,
      }),
    track: (event, properties) => posthog.capture(event, properties),
  });
  return true;
}
