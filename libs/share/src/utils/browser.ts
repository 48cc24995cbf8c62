// Where the share page sends the browser off the app (the payment provider's checkout). On one
// object so tests, where jsdom cannot navigate, can stand in for it.
export const browser = {
  assign: (url: string): void => window.location.assign(url),
};
