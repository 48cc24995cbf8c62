import { act, screen, waitFor, within } from '@testing-library/react';
import { mockError } from '@ruume/api-client/testing';
import {
  paths,
  recordingErrorMessages,
  routePatterns,
  shareMessages,
} from '@ruume/contracts';
import { shareCalls } from '../../api/share-api';
import { shareImages } from '../../images/share-images';
import {
  accessGranted,
  buyerEmail,
  shareCheckoutUrls,
  shareHandlers,
  shareHandlersCheckoutFailing,
  shareHandlersCheckoutPending,
  shareHandlersFailing,
  shareHandlersLoading,
  shareHandlersWithoutFlags,
  shareIds,
} from '../../testing';
import {
  recordBodies,
  renderShareRoute,
} from '../../test-support/render-share-route';
import { browser } from '../../utils/browser';
import { ShareAccessPage } from './share-access-page';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...shareHandlers);

const renderShare = (shareId: string) =>
  renderShareRoute(<ShareAccessPage />, {
    route: paths.share.access(shareId),
    path: routePatterns.share.access,
  });

/** jsdom cannot leave the page: the checkout redirect is recorded instead. */
const stubRedirect = () =>
  jest.spyOn(browser, 'assign').mockImplementation(() => undefined);

/** The checkout's redirect happens once its call has answered. */
const waitForCall = (spy: jest.SpyInstance) =>
  waitFor(() => expect(spy).toHaveBeenCalled());

const heading = () =>
  screen.findByRole('heading', { name: 'access file / recording' });
const downloadRoute = (shareId: string) => paths.share.download(shareId);

/** What every checkout of `shareId` sends besides its payment type and email (SPEC §7). */
const checkoutFor = (shareId: string, successUrlRoute: string) => ({
  shareId,
  shareUrl: `${window.location.origin}/share/r/${shareId}`,
  successUrlRoute,
  cancelUrlRoute: `share/r/${shareId}`,
});

async function submitEmail(
  user: ReturnType<typeof renderShare>['user'],
  email: string,
) {
  await user.type(await screen.findByLabelText('email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('while the monetization check runs', () => {
  it('shows the loading overlay and nothing else', async () => {
    server.use(...shareHandlersLoading);
    renderShare(shareIds.paidOnly);
    expect(await screen.findByRole('status')).toHaveAccessibleName('Loading');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('paid recording', () => {
  it('asks for an email: required, of email type, placeholder "email"', async () => {
    renderShare(shareIds.paidOnly);
    expect(await heading()).toBeInTheDocument();
    const email = screen.getByLabelText('email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('placeholder', 'email');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(
      screen.queryByRole('button', { name: 'Donate' }),
    ).not.toBeInTheDocument();
  });

  it('the logo leads to registration', async () => {
    renderShare(shareIds.paidOnly);
    await heading();
    expect(screen.getByRole('link', { name: 'ruume' })).toHaveAttribute(
      'href',
      paths.register,
    );
  });

  it('sends nothing without an email (the browser’s own check)', async () => {
    const bodies = recordBodies(server, shareCalls.checkAccess);
    const { user } = renderShare(shareIds.paidOnly);
    await heading();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('email')).toBeInvalid();
    expect(bodies).toEqual([]);
  });

  it('a buyer goes to the download route with the token', async () => {
    const bodies = recordBodies(server, shareCalls.checkAccess);
    const redirect = stubRedirect();
    const { user } = renderShare(shareIds.paidOnly);
    await submitEmail(user, buyerEmail);
    expect(
      await screen.findByText(
        `Navigated to /share/r/${shareIds.paidOnly}/download?token=${accessGranted.token}`,
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ shareId: shareIds.paidOnly, email: buyerEmail }]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('anyone else is sent to a Recording checkout that returns to the download route', async () => {
    const bodies = recordBodies(server, shareCalls.createRecordingCheckout);
    const redirect = stubRedirect();
    const { user } = renderShare(shareIds.paidOnly);
    await submitEmail(user, 'new.visitor@example.com');
    await screen.findByRole('button', { name: 'Checking...' });
    await waitForCall(redirect);
    expect(redirect).toHaveBeenCalledWith(shareCheckoutUrls.Recording);
    expect(bodies).toEqual([
      {
        ...checkoutFor(
          shareIds.paidOnly,
          `share/r/${shareIds.paidOnly}/download`,
        ),
        paymentType: 'Recording',
        email: 'new.visitor@example.com',
      },
    ]);
  });

  it('is ready again when the browser brings the page back from the checkout', async () => {
    stubRedirect();
    const { user } = renderShare(shareIds.paidOnly);
    await submitEmail(user, 'new.visitor@example.com');
    await waitForCall(jest.mocked(browser.assign));
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    // Back from the checkout: the page as it was left, restored from the back-forward cache.
    act(() => {
      window.dispatchEvent(
        new PageTransitionEvent('pageshow', { persisted: true }),
      );
    });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('reads "Checking..." and is disabled while it runs', async () => {
    server.use(...shareHandlersCheckoutPending);
    const { user } = renderShare(shareIds.paidOnly);
    await submitEmail(user, buyerEmail);
    expect(
      await screen.findByRole('button', { name: 'Checking...' }),
    ).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Continue' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['the access check', shareCalls.checkAccess],
    ['the checkout', shareCalls.createRecordingCheckout],
  ])(
    'when %s fails, says so under the email field with a warning icon',
    async (_name, endpoint) => {
      server.use(mockError(endpoint, 'INTERNAL_ERROR'));
      const redirect = stubRedirect();
      const { user } = renderShare(shareIds.paidOnly);
      await submitEmail(user, 'new.visitor@example.com');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(shareMessages.somethingWentWrong);
      expect(alert.querySelector('svg')).not.toBeNull();
      const email = screen.getByLabelText('email');
      expect(email).toHaveAccessibleDescription(
        shareMessages.somethingWentWrong,
      );
      expect(email).toHaveAttribute('aria-invalid', 'true');
      // Ready to try again.
      expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
      expect(redirect).not.toHaveBeenCalled();
    },
  );
});

describe('a priced recording whose creator cannot take payments now', () => {
  it('says it is not for sale right now, offers no donation, and keeps the email for past buyers', async () => {
    renderShare(shareIds.notForSaleNow);
    expect(
      await screen.findByText(shareMessages.notForSaleNow),
    ).toBeInTheDocument();
    expect(
      screen.getByText(shareMessages.notForSaleNowPastBuyers),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('email')).toBeRequired();
    expect(
      screen.queryByRole('heading', { name: 'support the creator' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'recording not found' }),
    ).not.toBeInTheDocument();
  });

  it('a past buyer still goes to the download route with the token', async () => {
    const { user } = renderShare(shareIds.notForSaleNow);
    await submitEmail(user, buyerEmail);
    expect(
      await screen.findByText(
        `Navigated to /share/r/${shareIds.notForSaleNow}/download?token=${accessGranted.token}`,
      ),
    ).toBeInTheDocument();
  });

  it('a new visitor is told why, never "something went wrong", and no checkout opens', async () => {
    const redirect = stubRedirect();
    const { user } = renderShare(shareIds.notForSaleNow);
    await submitEmail(user, 'new.visitor@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      recordingErrorMessages.creatorCannotBePaid,
    );
    expect(
      screen.queryByText(shareMessages.somethingWentWrong),
    ).not.toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('donation only', () => {
  it('asks whether to support the creator, with Donate and Skip', async () => {
    renderShare(shareIds.donationOnly);
    expect(await heading()).toBeInTheDocument();
    expect(
      screen.getByText('Would you like to support the creator?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
    expect(screen.queryByLabelText('email')).not.toBeInTheDocument();
  });

  it('Skip goes to the download page', async () => {
    const { user } = renderShare(shareIds.donationOnly);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(
      await screen.findByText(
        `Navigated to ${downloadRoute(shareIds.donationOnly)}`,
      ),
    ).toBeInTheDocument();
  });

  it('Donate opens a Donation checkout that returns to the download route', async () => {
    const bodies = recordBodies(server, shareCalls.createRecordingCheckout);
    const redirect = stubRedirect();
    const { user } = renderShare(shareIds.donationOnly);
    await user.click(await screen.findByRole('button', { name: 'Donate' }));
    await waitForCall(redirect);
    expect(redirect).toHaveBeenCalledWith(shareCheckoutUrls.Donation);
    expect(bodies).toEqual([
      {
        ...checkoutFor(
          shareIds.donationOnly,
          `share/r/${shareIds.donationOnly}/download`,
        ),
        paymentType: 'Donation',
      },
    ]);
  });

  it('a failed donation checkout shows the same message', async () => {
    server.use(...shareHandlersCheckoutFailing);
    const redirect = stubRedirect();
    const { user } = renderShare(shareIds.donationOnly);
    await user.click(await screen.findByRole('button', { name: 'Donate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shareMessages.somethingWentWrong);
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('paid with donations', () => {
  it('shows the form and a separate block to support the creator', async () => {
    renderShare(shareIds.paidAndDonation);
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByLabelText('email')).toBeInTheDocument();
    const block = screen.getByRole('region', { name: 'support the creator' });
    expect(
      within(block).getByRole('button', { name: 'Donate' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Skip' }),
    ).not.toBeInTheDocument();
  });

  it('Donate opens a Donation checkout that returns to the share page', async () => {
    const bodies = recordBodies(server, shareCalls.createRecordingCheckout);
    const redirect = stubRedirect();
    const { user } = renderShare(shareIds.paidAndDonation);
    await user.click(await screen.findByRole('button', { name: 'Donate' }));
    await waitForCall(redirect);
    expect(redirect).toHaveBeenCalledWith(shareCheckoutUrls.Donation);
    expect(bodies).toEqual([
      {
        ...checkoutFor(
          shareIds.paidAndDonation,
          `share/r/${shareIds.paidAndDonation}`,
        ),
        paymentType: 'Donation',
      },
    ]);
  });

  it('a failed donation checkout shows the message under the email field', async () => {
    server.use(...shareHandlersCheckoutFailing);
    const { user } = renderShare(shareIds.paidAndDonation);
    await user.click(await screen.findByRole('button', { name: 'Donate' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription(
      shareMessages.somethingWentWrong,
    );
  });
});

describe('neither flag set', () => {
  it('goes straight to the download route, replacing the share page', async () => {
    const { router } = renderShare(shareIds.free);
    expect(
      await screen.findByText(`Navigated to ${downloadRoute(shareIds.free)}`),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('recording not found', () => {
  it.each([
    ['the share id is unknown (404)', shareIds.missing, shareHandlers],
    ['the check fails', shareIds.paidOnly, shareHandlersFailing],
    [
      'the check answers no flags',
      shareIds.paidOnly,
      shareHandlersWithoutFlags,
    ],
  ])('when %s', async (_name, shareId, handlers) => {
    server.use(...handlers);
    renderShare(shareId);
    expect(
      await screen.findByRole('heading', { name: 'recording not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('sorry, this recording is no longer available.'),
    ).toBeInTheDocument();
    expect(document.querySelector('main img')).toHaveAttribute('alt', '');
    expect(screen.queryByLabelText('email')).not.toBeInTheDocument();
  });

  it('back to home goes to the dashboard, replacing the share page', async () => {
    const { user, router } = renderShare(shareIds.missing);
    await user.click(
      await screen.findByRole('button', { name: 'back to home' }),
    );
    expect(
      await screen.findByText(`Navigated to ${paths.dashboard.root}`),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the decorative image', () => {
  it('is one of the three, chosen once and kept while the page re-renders', async () => {
    // A different pick on every draw: only choosing once keeps the image.
    let draw = 0;
    jest
      .spyOn(Math, 'random')
      .mockImplementation(() => [0.1, 0.5, 0.9][draw++ % 3]);
    server.use(...shareHandlersCheckoutFailing);
    const { user } = renderShare(shareIds.paidOnly);
    await heading();
    const image = () => document.querySelector('aside img');
    const first = image()?.getAttribute('src');
    expect(shareImages).toContain(first);
    expect(image()).toHaveAttribute('alt', '');

    // Typing, checking and failing: the page renders again and again.
    await submitEmail(user, 'new.visitor@example.com');
    await screen.findByRole('alert');
    expect(image()?.getAttribute('src')).toBe(first);
  });
});
