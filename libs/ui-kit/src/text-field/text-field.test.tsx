import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is a textbox named by its label that takes typing', async () => {
    const { user } = renderWithTheme(
      <TextField label="email" type="email" placeholder="email" required />,
    );

    const input = screen.getByRole('textbox', { name: 'email' });
    await user.type(input, 'guest@example.com');

    expect(input).toHaveValue('guest@example.com');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'email');
  });

  it('links the hint as its description', () => {
    renderWithTheme(
      <TextField label="new email" hint="a verification email will be sent" />,
    );

    expect(
      screen.getByRole('textbox', { name: 'new email' }),
    ).toHaveAccessibleDescription('a verification email will be sent');
  });

  it('announces an error, links it and marks the field invalid', () => {
    const { rerender } = renderWithTheme(<TextField label="email" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'email' })).toBeValid();

    rerender(
      <TextField
        label="email"
        error="Something went wrong. Please try again."
      />,
    );

    const input = screen.getByRole('textbox', { name: 'email' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Something went wrong. Please try again.',
    );
  });

  it('forwards the ref and change/blur handlers like react-hook-form’s register does', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    const onBlur = jest.fn();
    const { user } = renderWithTheme(
      <TextField
        label="current email"
        name="currentEmail"
        ref={ref}
        onChange={onChange}
        onBlur={onBlur}
      />,
    );

    await user.type(
      screen.getByRole('textbox', { name: 'current email' }),
      'a',
    );
    await user.tab();

    expect(ref.current).toBe(
      screen.getByRole('textbox', { name: 'current email' }),
    );
    expect(ref.current).toHaveAttribute('name', 'currentEmail');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps the caller’s id and description', () => {
    renderWithTheme(
      <>
        <p id="rules">minimum 8 characters</p>
        <TextField
          id="password"
          label="new password"
          type="password"
          aria-describedby="rules"
        />
      </>,
    );

    const input = screen.getByLabelText('new password');
    expect(input).toHaveAttribute('id', 'password');
    expect(input).toHaveAccessibleDescription('minimum 8 characters');
  });

  it('renders a trailing control inside the field', async () => {
    const onReveal = jest.fn();
    const { user } = renderWithTheme(
      <TextField
        label="password"
        type="password"
        leadingIcon="lock"
        trailing={
          <button type="button" onClick={onReveal}>
            Show password
          </button>
        }
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onReveal).toHaveBeenCalled();
  });
});
