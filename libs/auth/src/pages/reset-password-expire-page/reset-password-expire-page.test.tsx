import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { ResetPasswordExpirePage } from './reset-password-expire-page';

it('explains the expiry and offers a new link', () => {
  renderWithTheme(<ResetPasswordExpirePage />);
  expect(
    screen.getByRole('heading', { name: 'this link has expired' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'request a new link' }),
  ).toHaveAttribute('href', '/auth/forgot-password');
  expect(screen.getByRole('link', { name: 'back to sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
});
