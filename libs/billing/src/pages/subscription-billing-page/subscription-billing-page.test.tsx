import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingMessages } from '@ruume/contracts';
import * as stories from './subscription-billing-page.stories';
import { composePageStories } from '@ruume/jest-support/render-stories';

const { Failing, HouseWithTrial, HouseWithoutTrial, Invoices, Loading } =
  composePageStories(stories);

const openPaymentMethods = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    screen.getByRole('tab', { name: billingMessages.paymentMethodsTab }),
  );

it('has the tabs invoices and payment methods, invoices first', () => {
  render(<Invoices />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'invoices',
    'payment methods',
  ]);
  expect(
    screen.getByRole('tab', { name: billingMessages.invoicesTab }),
  ).toHaveAttribute('aria-selected', 'true');
  expect(
    screen.getByRole('region', { name: billingMessages.invoicesTitle }),
  ).toHaveTextContent(billingMessages.invoicesText);
  expect(
    screen.getByRole('button', { name: billingMessages.openInvoices }),
  ).toBeVisible();
});

it('lists the saved cards with expiry as mm/yy, the one the plan charges marked', async () => {
  const user = userEvent.setup();
  render(<Invoices />);
  await openPaymentMethods(user);
  const cards = within(
    await screen.findByRole('list', { name: 'payment methods' }),
  ).getAllByRole('listitem');
  expect(cards.map((card) => card.textContent)).toEqual([
    `visa ending in 4242expires 12/30${billingMessages.chargedCard}`,
    'mastercard ending in 4444expires 03/27',
  ]);
  expect(
    screen.getByRole('button', { name: billingMessages.updatePaymentMethod }),
  ).toBeVisible();
});

it('marks no card on the free plan', async () => {
  const user = userEvent.setup();
  render(<HouseWithoutTrial />);
  await openPaymentMethods(user);
  await screen.findByRole('list', { name: 'payment methods' });
  expect(
    screen.queryByText(billingMessages.chargedCard),
  ).not.toBeInTheDocument();
});

it('says when no card is on file', async () => {
  const user = userEvent.setup();
  render(<HouseWithTrial />);
  await openPaymentMethods(user);
  expect(
    await screen.findByText(billingMessages.noPaymentMethods),
  ).toBeVisible();
});

it('shows a spinner while the cards load', async () => {
  const user = userEvent.setup();
  render(<Loading />);
  await openPaymentMethods(user);
  expect(
    screen.getByRole('status', { name: billingMessages.loadingPaymentMethods }),
  ).toBeInTheDocument();
});

it('says when the cards cannot be loaded, and offers to try again', async () => {
  const user = userEvent.setup();
  render(<Failing />);
  await openPaymentMethods(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(billingMessages.loadFailedTitle);
  expect(
    within(alert).getByRole('button', { name: billingMessages.tryAgain }),
  ).toBeVisible();
});
