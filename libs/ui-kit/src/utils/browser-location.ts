// The browser's location, behind an object tests can spy on (jsdom cannot navigate).
export const browserLocation = {
  origin: (): string => globalThis.location.origin,
};
