import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { FreeTrialOffer } from './free-trial-offer';

it('offers a month of professional without a card', async () => {
  const onStart = jest.fn();
  const { user } = renderWithTheme(<FreeTrialOffer onStart={onStart} />);
  expect(
    screen.getByRole('region', { name: 'try professional free for 1 month' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/no card needed/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'start free trial' }));
  expect(onStart).toHaveBeenCalledTimes(1);
});
