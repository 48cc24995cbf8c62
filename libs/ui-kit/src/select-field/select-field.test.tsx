import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { SelectField } from './select-field';

const currencies = [
  { value: 'usd', label: 'usd' },
  { value: 'cad', label: 'cad' },
];

describe('SelectField', () => {
  it('is a combobox named by its label that changes selection', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <SelectField
        label="currency"
        options={currencies}
        defaultValue="usd"
        onChange={onChange}
      />,
    );

    const select = screen.getByRole('combobox', { name: 'currency' });
    await user.selectOptions(select, 'cad');

    expect(select).toHaveValue('cad');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('accepts option children', () => {
    renderWithTheme(
      <SelectField label="currency" defaultValue="cad">
        <option value="usd">US dollar</option>
        <option value="cad">Canadian dollar</option>
      </SelectField>,
    );

    expect(
      screen.getByRole('option', { name: 'Canadian dollar' }),
    ).toHaveProperty('selected', true);
  });

  it('announces its error and is invalid', () => {
    renderWithTheme(
      <SelectField
        label="currency"
        options={currencies}
        error="choose a currency"
      />,
    );

    expect(screen.getByRole('combobox', { name: 'currency' })).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('choose a currency');
  });
});
