import { useCallback } from 'react';
import {
  COPY_CONFIRMATION_MS,
  messages,
  monetizationMessages,
  shareLink,
} from '@ruume/contracts';
import { toast } from '@ruume/ui-kit';
import { browserLocation } from '../utils/browser-location';

/**
 * Copies a recording's share link ({origin}/share/r/{shareId}, SPEC §7) and confirms with
 * 'copied to clipboard' for 3 s (SPEC §9). Where the clipboard is refused, the link is shown
 * so it can be copied by hand.
 */
export function useCopyShareLink() {
  return useCallback(async (shareId: string) => {
    const link = shareLink(browserLocation.origin(), shareId);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(messages.copiedToClipboard, {
        id: 'copied-to-clipboard',
        duration: COPY_CONFIRMATION_MS,
      });
    } catch (error) {
      console.error('copying the share link failed', error);
      toast.error(monetizationMessages.copyFailed, { description: link });
    }
  }, []);
}
