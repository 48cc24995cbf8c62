// Leaving the app for the payment page, behind an object tests can spy on (jsdom cannot navigate).
export const pageLocation = {
  assign: (url: string): void => globalThis.location.assign(url),
};
