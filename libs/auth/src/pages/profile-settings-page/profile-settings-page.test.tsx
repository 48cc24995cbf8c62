import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@ruume/api-client/testing';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import type { CurrentUser } from '@ruume/contracts';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { ProfileSettingsPage } from './profile-settings-page';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderSettings = (user: CurrentUser, route = '/settings') => {
  server.use(...authHandlers.signedIn(user));
  return renderWithSession(<ProfileSettingsPage />, {
    user,
    route,
    path: '/settings',
  });
};

it('has the tabs overview, email and password', async () => {
  const { user } = renderSettings(houseUser);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'overview',
    'email',
    'password',
  ]);
  expect(screen.getByRole('tab', { name: 'overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('region', { name: 'profile' })).toBeInTheDocument();
  expect(
    screen.getByRole('region', { name: 'delete account' }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'email' }));
  expect(
    screen.getByRole('form', { name: 'change email' }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'password' }));
  expect(screen.getByLabelText('current password')).toBeInTheDocument();
});

it('a social sign-in user creates a password first, in both tabs, with no current-password field', async () => {
  const { user } = renderSettings(socialUser);
  await user.click(screen.getByRole('tab', { name: 'email' }));
  expect(
    screen.getByRole('heading', { name: 'create a password first' }),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('form', { name: 'change email' }),
  ).not.toBeInTheDocument();
  expect(
    screen.getByRole('form', { name: 'create password' }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'password' }));
  expect(
    screen.getByRole('heading', { name: 'create password' }),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('current password')).not.toBeInTheDocument();
});

it('once the password exists, the email can change', async () => {
  server.use(
    http.put(apiUrl('user'), () =>
      HttpResponse.json({ ...socialUser, passwordExists: true }),
    ),
  );
  const { user } = renderSettings(socialUser, '/settings?tab=email');
  await user.type(screen.getByLabelText('current email'), socialUser.email);
  await user.type(screen.getByLabelText('new password'), 'N3w-passw0rd');
  await user.type(
    screen.getByLabelText('confirm new password'),
    'N3w-passw0rd',
  );
  await user.click(screen.getByRole('button', { name: 'create password' }));
  expect(
    await screen.findByRole('form', { name: 'change email' }),
  ).toBeInTheDocument();
});

it('reports how the email-change link went', () => {
  renderSettings(houseUser, '/settings?email=updated');
  expect(screen.getByRole('status')).toHaveTextContent(
    'your email address has been changed.',
  );
});

it('an expired email-change link opens the email tab with a warning', () => {
  renderSettings(houseUser, '/settings?email=expired');
  expect(
    screen.getByText(/that email change link has expired/),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'email' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
