// Pages loaded on first visit, each in a chunk of its own: the shell's routes call these
// loaders, so none of this code is in the first bundle.
export const sharePages = {
  access: () =>
    import('./pages/share-access-page/share-access-page').then(
      (m) => m.ShareAccessPage,
    ),
  download: () =>
    import('./pages/share-download-page/share-download-page').then(
      (m) => m.ShareDownloadPage,
    ),
};
