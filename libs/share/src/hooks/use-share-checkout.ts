import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  paths,
  relativeRoute,
  shareLink,
  shareMessages,
} from '@ruume/contracts';
import { errorMessage, errorStatus } from '@ruume/api-client';
import {
  useCheckAccessMutation,
  useCreateRecordingCheckoutMutation,
} from '../api/share-api';
import { browser } from '../utils/browser';

/** What is running: the paid flow (access check, then checkout) or a donation's checkout. */
export type ShareAction = 'access' | 'donation';

/** After a donation, the visitor comes back to the download page or to this share page. */
export type DonationReturn = 'download' | 'share';

/**
 * What the form says when a call fails: a 409 is a refusal the visitor should understand (not
 * for sale right now, donations off) and carries the api's message; anything else is SPEC §8's
 * one message.
 */
const failureMessage = (failure: unknown): string =>
  errorStatus(failure) === 409
    ? errorMessage(failure, shareMessages.somethingWentWrong)
    : shareMessages.somethingWentWrong;

/**
 * The share page's flows (SPEC §4). Paying: check access by email; granted with a token, go
 * to the download route with it, otherwise open a 'Recording' checkout. Donating: open a
 * 'Donation' checkout. A failure sets SPEC §8's one message, or the api's reason for a 409.
 */
// Not useFormSubmit: two calls in one flow and two buttons, on a landing page at its budget.
export function useShareCheckout(shareId: string) {
  const navigate = useNavigate();
  const [checkAccess] = useCheckAccessMutation();
  const [createCheckout] = useCreateRecordingCheckoutMutation();
  const [running, setRunning] = useState<ShareAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Back from the checkout, the browser may restore this page as it was left: running.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRunning(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // SPEC §7: the share url is absolute, the return routes relative.
  const checkout = (successPath: string) => ({
    shareId,
    shareUrl: shareLink(window.location.origin, shareId),
    successUrlRoute: relativeRoute(successPath),
    cancelUrlRoute: relativeRoute(paths.share.access(shareId)),
  });

  const run = async (action: ShareAction, work: () => Promise<void>) => {
    setRunning(action);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure));
      setRunning(null);
    }
  };

  /** The paid flow. Running until the browser leaves (download route or checkout). */
  const pay = (email: string) =>
    run('access', async () => {
      const { accessGranted, token } = await checkAccess({
        shareId,
        email,
      }).unwrap();
      if (accessGranted && token) {
        navigate(paths.share.download(shareId, { token }));
        return;
      }
      const { url } = await createCheckout({
        ...checkout(paths.share.download(shareId)),
        paymentType: 'Recording',
        email,
      }).unwrap();
      browser.assign(url);
    });

  const donate = (returnTo: DonationReturn) =>
    run('donation', async () => {
      const { url } = await createCheckout({
        ...checkout(
          returnTo === 'download'
            ? paths.share.download(shareId)
            : paths.share.access(shareId),
        ),
        paymentType: 'Donation',
      }).unwrap();
      browser.assign(url);
    });

  return { pay, donate, running, error };
}
