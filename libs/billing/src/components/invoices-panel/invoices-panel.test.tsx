import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { billingMessages, paymentEndpoints } from '@ruume/contracts';
import {
  billingUrls,
  billingUsers,
  buildBillingAccountHandlers,
} from '../../testing';
import { browserTabs } from '../../utils/open-in-new-tab';
import { InvoicesPanel } from './invoices-panel';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';

const server = setupApiMocks();

const account = billingUsers.professionalMonthly;

it('opens the invoice portal in a new tab, coming back to the billing page', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('payment/portal/invoice-history'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ url: billingUrls.invoiceHistory });
    }),
    ...buildBillingAccountHandlers(account),
  );
  const tab = {
    opener: null,
    location: { href: 'about:blank' },
    close: jest.fn(),
  };
  const openBlank = jest
    .spyOn(browserTabs, 'openBlank')
    .mockReturnValue(tab as unknown as Window);
  const { user } = renderWithAccount(<InvoicesPanel />, { user: account });
  expect(screen.getByText(billingMessages.invoicesText)).toBeVisible();
  await user.click(
    screen.getByRole('button', { name: billingMessages.openInvoices }),
  );
  expect(openBlank).toHaveBeenCalledTimes(1);
  await screen.findByRole('button', { name: billingMessages.openInvoices });
  expect(tab.location.href).toBe(billingUrls.invoiceHistory);
  expect(bodies).toEqual([{ returnUrlRoute: 'settings/subscription-billing' }]);
});

it('says why the portal could not open', async () => {
  server.use(
    mockError(paymentEndpoints.invoiceHistoryPortal, 'PAYMENTS_UNAVAILABLE'),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(browserTabs, 'openBlank').mockReturnValue(null);
  const { user } = renderWithAccount(<InvoicesPanel />, { user: account });
  await user.click(
    screen.getByRole('button', { name: billingMessages.openInvoices }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    billingMessages.paymentsUnavailable,
  );
});
