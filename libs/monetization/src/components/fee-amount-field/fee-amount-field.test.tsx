import { useState } from 'react';
import { screen } from '@testing-library/react';
import { monetizationMessages as text } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import type { FeeDraft } from '../../utils/monetization-draft';
import { FeeAmountField } from './fee-amount-field';

function Price({ onChange }: { onChange: (value: FeeDraft) => void }) {
  const [value, setValue] = useState<FeeDraft>({
    enabled: false,
    amount: '',
    currency: 'usd',
  });
  return (
    <FeeAmountField
      kind="price"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

it('switches on to show the amount and its currency, usd or cad', async () => {
  const { user } = renderWithTheme(<Price onChange={jest.fn()} />);
  expect(
    screen.queryByRole('textbox', { name: text.priceAmountLabel }),
  ).not.toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: text.priceToggle }));
  expect(
    screen.getByRole('textbox', { name: text.priceAmountLabel }),
  ).toBeVisible();
  const currency = screen.getByRole('combobox', { name: text.currencyLabel });
  expect(
    [...(currency as HTMLSelectElement).options].map((option) => option.value),
  ).toEqual(['usd', 'cad']);
});

it('takes digits and a dot only, typed or pasted (SPEC §5)', async () => {
  const onChange = jest.fn();
  const { user } = renderWithTheme(<Price onChange={onChange} />);
  await user.click(screen.getByRole('switch', { name: text.priceToggle }));
  const amount = screen.getByRole('textbox', { name: text.priceAmountLabel });
  await user.type(amount, 'a1b2,.c5$ -');
  expect(amount).toHaveValue('12.5');
  await user.clear(amount);
  await user.paste('€4.99');
  expect(amount).toHaveValue('');
  await user.paste('4.99');
  expect(amount).toHaveValue('4.99');
  expect(amount).toHaveAttribute('inputmode', 'decimal');
  expect(onChange).toHaveBeenLastCalledWith({
    enabled: true,
    amount: '4.99',
    currency: 'usd',
  });
});
