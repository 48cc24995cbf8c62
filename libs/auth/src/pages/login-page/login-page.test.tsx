import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { LoginPage } from './login-page';

it('shows the error message from the query', () => {
  renderWithTheme(<LoginPage />, { route: '/login?error=your%20account%20has%20been%20blocked', path: '/login' });
  expect(screen.getByRole('alert')).toHaveTextContent('your account has been blocked');
});

it('shows no error without one', () => {
  renderWithTheme(<LoginPage />, { route: '/login', path: '/login' });
  expect(screen.getByRole('heading', { name: 'sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
