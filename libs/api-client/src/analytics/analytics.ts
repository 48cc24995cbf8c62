/**
 * Product analytics as a tiny port: feature libs report conversions here, the shell
 * plugs in the real client (or nothing, when analytics is not configured).
 */
export type ConversionEvent = 'sign_up' | 'upgrade' | 'purchase';

export interface AnalyticsSink {
  pageView(path: string): void;
  track(
    event: ConversionEvent | string,
    properties?: Record<string, unknown>,
  ): void;
}

let sink: AnalyticsSink | null = null;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next;
}

export const analytics = {
  pageView: (path: string) => sink?.pageView(path),
  track: (
    event: ConversionEvent | string,
    properties?: Record<string, unknown>,
  ) => sink?.track(event, properties),
};
