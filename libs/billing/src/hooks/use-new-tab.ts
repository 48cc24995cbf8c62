import { useCallback, useState } from 'react';
import { openInNewTab } from '../utils/open-in-new-tab';

/**
 * openInNewTab with its state for a button: busy while the url is on its way, and the error of
 * the last try (shown by the caller; also logged).
 */
export function useNewTab() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const open = useCallback(
    async (load: () => Promise<{ url: string }>): Promise<void> => {
      // No await before this call: the tab must open within the click.
      const opening = openInNewTab(load);
      setBusy(true);
      setError(null);
      try {
        await opening;
      } catch (failure) {
        console.error('opening the payment provider failed', failure);
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  return { open, busy, error };
}
