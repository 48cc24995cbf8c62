import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { PasswordField } from './password-field';

it('hides the password until asked, then shows it', async () => {
  const { user } = renderWithTheme(<PasswordField label="password" />);
  const input = screen.getByLabelText('password');
  await user.type(input, 'Secr3t!');
  expect(input).toHaveAttribute('type', 'password');

  await user.click(screen.getByRole('button', { name: 'show password' }));
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveValue('Secr3t!');

  await user.click(screen.getByRole('button', { name: 'hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});
