import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { BillingCycleToggle } from './billing-cycle-toggle';

it('offers monthly and yearly, with the year’s savings, and reports the choice', async () => {
  const onValueChange = jest.fn();
  const { user } = renderWithTheme(
    <BillingCycleToggle
      value="month"
      onValueChange={onValueChange}
      yearSavingsPercent={20}
    />,
  );
  const group = screen.getByRole('radiogroup', { name: 'billing cycle' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'monthly' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const yearly = screen.getByRole('radio', { name: /^yearly/ });
  expect(within(yearly).getByText('save 20%')).toBeVisible();
  await user.click(yearly);
  expect(onValueChange).toHaveBeenCalledWith('year');
});

it('says nothing of savings when there are none', () => {
  renderWithTheme(
    <BillingCycleToggle
      value="year"
      onValueChange={() => undefined}
      yearSavingsPercent={0}
    />,
  );
  expect(screen.getByRole('radio', { name: 'yearly' })).toBeInTheDocument();
  expect(screen.queryByText(/save/)).not.toBeInTheDocument();
});
