import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Field } from './field';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    renderWithTheme(
      <Field label="Amount" hint="usd or cad">
        {(control) => <input {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('usd or cad');
    expect(input).toBeValid();
  });

  it('marks the control invalid and reads the error before the hint and the caller’s own description', () => {
    renderWithTheme(
      <>
        <p id="currency-note">payouts daily</p>
        <Field
          label="Amount"
          hint="usd or cad"
          error="digits and a dot only"
          describedBy="currency-note"
        >
          {(control) => <input {...control} />}
        </Field>
      </>,
    );

    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'digits and a dot only usd or cad payouts daily',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'digits and a dot only',
    );
  });

  it('can hide its label visually and keep it for screen readers', () => {
    renderWithTheme(
      <Field label="Search recordings" hideLabel>
        {(control) => <input type="search" {...control} />}
      </Field>,
    );

    expect(
      screen.getByRole('searchbox', { name: 'Search recordings' }),
    ).toBeInTheDocument();
  });
});
