import { screen, within } from '@testing-library/react';
import { billingMessages } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { paymentMethod, paymentMethods } from '../../testing';
import { PaymentMethodList } from './payment-method-list';

it('lists each card’s brand, last four and expiry as mm/yy, marking the charged one', () => {
  renderWithTheme(
    <PaymentMethodList methods={paymentMethods} chargedId={paymentMethod.id} />,
  );
  const cards = within(
    screen.getByRole('list', { name: 'payment methods' }),
  ).getAllByRole('listitem');
  expect(cards.map((card) => card.textContent)).toEqual([
    `visa ending in 4242expires 12/30${billingMessages.chargedCard}`,
    'mastercard ending in 4444expires 03/27',
  ]);
});

it('says when no card is on file', () => {
  renderWithTheme(<PaymentMethodList methods={[]} />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.getByText(billingMessages.noPaymentMethods)).toBeVisible();
});
