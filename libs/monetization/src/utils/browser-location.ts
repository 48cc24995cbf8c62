// The browser's navigation, behind an object tests can spy on (jsdom cannot navigate).
export const browserLocation = {
  /** Leaves the app for the payment provider's hosted pages. */
  assign: (url: string): void => globalThis.location.assign(url),
  origin: (): string => globalThis.location.origin,
};
