// Pages loaded on first visit, each in a chunk of its own: the shell's routes call these
// loaders, so none of this code is in the first bundle.
export const monetizationPages = {
  monetization: () =>
    import('./pages/monetization-page/monetization-page').then(
      (m) => m.MonetizationPage,
    ),
  recordings: () =>
    import('./pages/recordings-page/recordings-page').then(
      (m) => m.RecordingsPage,
    ),
};
