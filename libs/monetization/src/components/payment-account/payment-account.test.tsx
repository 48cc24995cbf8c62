import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import {
  messages,
  monetizationMessages as text,
  paymentEndpoints,
  stopsSelling,
  stopsSellingInGeneral,
  type CurrentUser,
} from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
  monetizedProducts,
  monetizationUrls,
  monetizationUsers,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import { browserLocation } from '../../utils/browser-location';
import { PaymentAccount } from './payment-account';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

/** Signed in as `user` over their own state; `overrides` answer first. */
const renderAccount = (user: CurrentUser, ...overrides: RequestHandler[]) => {
  server.use(...buildMonetizationAccountHandlers(user));
  server.use(...overrides);
  return renderWithAccount(<PaymentAccount stripeInfo={user.stripeInfo} />, {
    user,
  });
};

describe('no account (SPEC §4: none)', () => {
  it('connects: creates the account and goes to its onboarding', async () => {
    const bodies: unknown[] = [];
    const assign = jest
      .spyOn(browserLocation, 'assign')
      .mockImplementation(() => undefined);
    const { user } = renderAccount(
      monetizationUsers.noAccount,
      http.post(apiUrl('payment/stripe/account'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: monetizationUrls.createAccount });
      }),
    );
    expect(screen.getByText(text.accountNoneText)).toBeVisible();
    await user.click(screen.getByRole('button', { name: text.connect }));
    await screen.findByRole('button', { name: text.opening });
    expect(assign).toHaveBeenCalledWith(monetizationUrls.createAccount);
    expect(bodies).toEqual([{ returnUrlRoute: 'settings/monetization' }]);
  });

  it('says why when the account could not be created', async () => {
    const assign = jest.spyOn(browserLocation, 'assign');
    const { user } = renderAccount(
      monetizationUsers.noAccount,
      mockError(paymentEndpoints.createStripeAccount, 'INTERNAL_ERROR'),
    );
    await user.click(screen.getByRole('button', { name: text.connect }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: text.connect })).toBeEnabled();
  });
});

describe('created, not onboarded', () => {
  it('continues onboarding with a new link', async () => {
    const bodies: unknown[] = [];
    const assign = jest
      .spyOn(browserLocation, 'assign')
      .mockImplementation(() => undefined);
    const { user } = renderAccount(
      monetizationUsers.created,
      http.post(
        apiUrl('payment/stripe/account-link/onboarding'),
        async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ url: monetizationUrls.onboarding });
        },
      ),
    );
    expect(screen.getByText(text.accountCreatedText)).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: text.continueOnboarding }),
    );
    await screen.findByRole('button', { name: text.opening });
    expect(assign).toHaveBeenCalledWith(monetizationUrls.onboarding);
    expect(bodies).toEqual([{ returnUrlRoute: 'settings/monetization' }]);
  });
});

describe('onboarded', () => {
  it('shows the account’s details, the email masked', async () => {
    renderAccount(monetizationUsers.onboarded);
    expect(await screen.findByText('jan***@example.com')).toBeVisible();
    expect(screen.getByText('Jane Doe')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: text.connect }),
    ).not.toBeInTheDocument();
  });

  it('disconnects once confirmed, and says so', async () => {
    let deletes = 0;
    const { user } = renderAccount(
      monetizationUsers.onboarded,
      http.delete(apiUrl('payment/stripe/account'), () => {
        deletes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: text.disconnect }),
    );
    const dialog = screen.getByRole('dialog', {
      name: text.disconnectConfirmTitle,
    });
    expect(dialog).toHaveAccessibleDescription(text.disconnectConfirmText);
    // What stops being sold, counted, before confirming.
    expect(
      await within(dialog).findByText(
        stopsSelling('disconnect', monetizedProducts) ?? '',
      ),
    ).toBeVisible();
    expect(deletes).toBe(0);
    await user.click(
      within(dialog).getByRole('button', { name: text.disconnect }),
    );
    expect(
      await screen.findByText(
        'stripe account has been successfully disconnected.',
      ),
    ).toBeVisible();
    expect(messages.stripeAccountDisconnected).toBe(
      'stripe account has been successfully disconnected.',
    );
    expect(deletes).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the account when the creator changes their mind', async () => {
    let deletes = 0;
    const { user } = renderAccount(
      monetizationUsers.onboarded,
      http.delete(apiUrl('payment/stripe/account'), () => {
        deletes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: text.disconnect }),
    );
    await user.click(screen.getByRole('button', { name: text.keepAccount }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes).toBe(0);
  });

  it('says what stops in general words when the count cannot be loaded', async () => {
    const { user } = renderAccount(
      monetizationUsers.onboarded,
      mockError(paymentEndpoints.monetizedProducts, 'INTERNAL_ERROR'),
    );
    await user.click(
      await screen.findByRole('button', { name: text.disconnect }),
    );
    expect(
      await within(screen.getByRole('dialog')).findByText(
        stopsSellingInGeneral.disconnect,
      ),
    ).toBeVisible();
  });

  it('says so when disconnecting fails, and stays open', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAccount(
      monetizationUsers.onboarded,
      mockError(paymentEndpoints.deleteStripeAccount, 'INTERNAL_ERROR'),
    );
    await user.click(
      await screen.findByRole('button', { name: text.disconnect }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: text.disconnect }),
    );
    expect(
      await within(dialog).findByText(text.disconnectFailed),
    ).toBeVisible();
  });

  it('offers to try again when the details could not load', async () => {
    renderAccount(
      monetizationUsers.onboarded,
      mockError(paymentEndpoints.stripeAccount, 'INTERNAL_ERROR'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      text.accountLoadFailed,
    );
    expect(screen.getByRole('button', { name: text.tryAgain })).toBeVisible();
  });
});
