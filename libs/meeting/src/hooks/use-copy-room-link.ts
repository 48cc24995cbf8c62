import { useCallback } from 'react';
import {
  COPY_CONFIRMATION_MS,
  messages,
  roomLink,
  roomsMessages as text,
} from '@ruume/contracts';
import { toast } from '@ruume/ui-kit';
import { browserLocation } from '../utils/browser-location';

/**
 * Copies a room's link ({origin}/m/{roomId}) and confirms with 'copied to clipboard' for 3 s
 * (SPEC §8, §9). Where the clipboard is refused, the link is shown to copy by hand.
 */
export function useCopyRoomLink() {
  return useCallback(async (roomId: string) => {
    const link = roomLink(browserLocation.origin(), roomId);
    try {
      await navigator.clipboard.writeText(link);
      toast.success(messages.copiedToClipboard, {
        id: 'copied-to-clipboard',
        duration: COPY_CONFIRMATION_MS,
      });
    } catch (error) {
      console.error('copying the room link failed', error);
      toast.error(text.copyFailed, { description: link });
    }
  }, []);
}
