import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS, messages } from '@ruume/contracts';
import { toast } from '../toast/toast';

/**
 * Copies a link and confirms with 'copied to clipboard' for 3 s (SPEC §8, §9), as a toast and
 * as `copied` (true for those 3 s, for a button that says so itself). Where the clipboard is
 * refused, the link is shown so it can be copied by hand.
 *
 *   const { copy } = useCopyLink();
 *   <Button onClick={() => void copy(shareLink(origin, shareId))}>copy link</Button>
 */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (link: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(link);
    } catch (error) {
      console.error('copying a link failed', error);
      toast.error(messages.copyFailed, { description: link });
      return false;
    }
    toast.success(messages.copiedToClipboard, {
      id: 'copied-to-clipboard',
      duration: COPY_CONFIRMATION_MS,
    });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);
  return { copy, copied };
}
