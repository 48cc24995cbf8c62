import {
  act,
  screen,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { billingMessages, paymentEndpoints } from '@ruume/contracts';
import {
  billingUrls,
  billingUsers,
  buildBillingAccountHandlers,
} from '../../testing';
import { browserTabs } from '../../utils/open-in-new-tab';
import { PastDueNotice } from './past-due-notice';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';

const server = setupApiMocks();

const fakeTab = () =>
  ({
    opener: null,
    location: { href: 'about:blank' },
    close: jest.fn(),
  }) as unknown as Window & {
    close: jest.Mock;
  };

it('asks a past-due user for a new card and opens the card update page in a new tab', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(
      apiUrl('payment/portal/payment-method-update'),
      async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: billingUrls.paymentMethodUpdate });
      },
    ),
    ...buildBillingAccountHandlers(billingUsers.pastDue),
  );
  const tab = fakeTab();
  const openBlank = jest.spyOn(browserTabs, 'openBlank').mockReturnValue(tab);
  const { user } = renderWithAccount(<PastDueNotice />, {
    user: billingUsers.pastDue,
  });

  expect(screen.getByText(billingMessages.pastDueTitle)).toBeVisible();
  expect(screen.getByText(billingMessages.pastDueText)).toBeVisible();
  await user.click(
    screen.getByRole('button', { name: billingMessages.updateCard }),
  );

  expect(openBlank).toHaveBeenCalledTimes(1);
  await screen.findByRole('button', { name: billingMessages.updateCard });
  expect(tab.location.href).toBe(billingUrls.paymentMethodUpdate);
  expect(bodies).toEqual([{ returnUrlRoute: 'settings/subscription-billing' }]);
});

it('says why the card page could not open, and closes the blank tab', async () => {
  server.use(
    mockError(
      paymentEndpoints.paymentMethodUpdatePortal,
      'PAYMENTS_UNAVAILABLE',
    ),
    ...buildBillingAccountHandlers(billingUsers.pastDue),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const tab = fakeTab();
  jest.spyOn(browserTabs, 'openBlank').mockReturnValue(tab);
  const { user } = renderWithAccount(<PastDueNotice />, {
    user: billingUsers.pastDue,
  });
  await user.click(
    screen.getByRole('button', { name: billingMessages.updateCard }),
  );
  const notice = screen.getAllByRole('alert')[0];
  expect(notice).toHaveTextContent(billingMessages.pastDueTitle);
  // Said inside the notice, as an alert of its own.
  expect(
    await within(notice).findByRole('alert', {
      name: '',
    }),
  ).toHaveTextContent(billingMessages.paymentsUnavailable);
  expect(tab.close).toHaveBeenCalledTimes(1);
});

it.each([
  ['active', billingUsers.professionalMonthly],
  ['trialing', billingUsers.trialing],
  ['on the free plan', billingUsers.houseWithTrial],
])('shows nothing while the plan is %s', (_state, account) => {
  renderWithAccount(<PastDueNotice />, { user: account });
  expect(
    screen.queryByText(billingMessages.pastDueTitle),
  ).not.toBeInTheDocument();
});

it('goes once the user comes back with a card that paid', async () => {
  server.use(...buildBillingAccountHandlers(billingUsers.pastDue));
  renderWithAccount(<PastDueNotice />, { user: billingUsers.pastDue });
  expect(screen.getByRole('alert')).toHaveTextContent(
    billingMessages.pastDueTitle,
  );
  const paid = billingUsers.pastDue.planSubscription;
  server.use(
    ...buildBillingAccountHandlers({
      ...billingUsers.pastDue,
      planSubscription: paid && { ...paid, status: 'active' },
    }),
  );
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await waitForElementToBeRemoved(() => screen.queryByRole('alert'));
});
