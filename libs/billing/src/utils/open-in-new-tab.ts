// Checkout and the payment provider's portals open in a new tab (SPEC §7). Their url comes from
// a call, and a tab opened after an await is no longer the click's: popup blockers stop it. So
// the tab opens blank, synchronously, while the click is handled, and is sent on once the url
// is known.

/** The browser calls this makes, on one object so tests can stand in for them. */
export const browserTabs = {
  openBlank: (): Window | null => window.open('', '_blank'),
  assign: (url: string): void => window.location.assign(url),
};

/**
 * Opens a blank tab now, then sends it to the url `load` answers. Where the browser refuses the
 * tab (window.open answers null), the current tab goes there instead. If `load` fails, the
 * blank tab closes and the error is thrown on. Call it from the click handler, before any await.
 */
export async function openInNewTab(
  load: () => Promise<{ url: string }>,
): Promise<'new-tab' | 'same-tab'> {
  const tab = browserTabs.openBlank();
  // The provider's page gets no handle on ours (what rel="noopener" does for links).
  if (tab) tab.opener = null;
  let url: string;
  try {
    ({ url } = await load());
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab) {
    tab.location.href = url;
    return 'new-tab';
  }
  browserTabs.assign(url);
  return 'same-tab';
}
