import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@ruume/api-client/testing';
import { API_ERRORS, billingMessages } from '@ruume/contracts';
import {
  billingHandlersFailing,
  billingUrls,
  billingUsers,
  buildBillingAccountHandlers,
} from '../../testing';
import { browserTabs } from '../../utils/open-in-new-tab';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';

const server = setupApiMocks();

const account = billingUsers.professionalMonthly;
const subscriptionId = account.planSubscription?.id;

it('lists the cards with their expiry, marking the one the subscription charges', async () => {
  server.use(...buildBillingAccountHandlers(account));
  renderWithAccount(<PaymentMethodsPanel subscriptionId={subscriptionId} />, {
    user: account,
  });
  const list = await screen.findByRole('list', { name: 'payment methods' });
  const [visa, mastercard] = within(list).getAllByRole('listitem');
  expect(visa).toHaveTextContent('visa ending in 4242');
  expect(visa).toHaveTextContent('expires 12/30');
  expect(visa).toHaveTextContent(billingMessages.chargedCard);
  expect(mastercard).toHaveTextContent('expires 03/27');
  expect(mastercard).not.toHaveTextContent(billingMessages.chargedCard);
});

it('marks no card on the free plan (no subscription to ask about)', async () => {
  server.use(...buildBillingAccountHandlers(billingUsers.houseWithoutTrial));
  renderWithAccount(<PaymentMethodsPanel />, {
    user: billingUsers.houseWithoutTrial,
  });
  await screen.findByRole('list', { name: 'payment methods' });
  expect(
    screen.queryByText(billingMessages.chargedCard),
  ).not.toBeInTheDocument();
});

it('opens the card update portal in a new tab', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(
      apiUrl('payment/portal/payment-method-update'),
      async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: billingUrls.paymentMethodUpdate });
      },
    ),
    ...buildBillingAccountHandlers(account),
  );
  const tab = {
    opener: null,
    location: { href: 'about:blank' },
    close: jest.fn(),
  };
  jest
    .spyOn(browserTabs, 'openBlank')
    .mockReturnValue(tab as unknown as Window);
  const { user } = renderWithAccount(
    <PaymentMethodsPanel subscriptionId={subscriptionId} />,
    { user: account },
  );
  await user.click(
    screen.getByRole('button', { name: billingMessages.updatePaymentMethod }),
  );
  await screen.findByRole('button', {
    name: billingMessages.updatePaymentMethod,
  });
  expect(tab.location.href).toBe(billingUrls.paymentMethodUpdate);
  expect(bodies).toEqual([{ returnUrlRoute: 'settings/subscription-billing' }]);
});

it('says when the cards cannot be loaded, and tries again', async () => {
  server.use(
    ...billingHandlersFailing,
    ...buildBillingAccountHandlers(account),
  );
  const { user } = renderWithAccount(
    <PaymentMethodsPanel subscriptionId={subscriptionId} />,
    { user: account },
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(billingMessages.loadFailedTitle);
  expect(alert).toHaveTextContent(API_ERRORS.DATABASE_UNAVAILABLE.message);
  server.use(...buildBillingAccountHandlers(account));
  await user.click(
    screen.getByRole('button', { name: billingMessages.tryAgain }),
  );
  expect(
    await screen.findByRole('list', { name: 'payment methods' }),
  ).toBeInTheDocument();
});
