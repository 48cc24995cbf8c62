import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { ForgotPasswordEmailSentPage } from './forgot-password-email-sent-page';

it('says to check the mailbox, with ways back', () => {
  renderWithTheme(<ForgotPasswordEmailSentPage />, {
    route: '/auth/forgot-password/email-sent',
  });
  expect(
    screen.getByRole('heading', { name: 'check your email' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/if an account exists for that address/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'back to sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(
    screen.getByRole('link', { name: 'no email? try again' }),
  ).toHaveAttribute('href', '/auth/forgot-password');
});
