import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { ResetPasswordSuccessPage } from './reset-password-success-page';

it('confirms the reset and leads to sign-in', () => {
  renderWithTheme(<ResetPasswordSuccessPage />);
  expect(
    screen.getByRole('heading', { name: 'your password has been reset' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
});
