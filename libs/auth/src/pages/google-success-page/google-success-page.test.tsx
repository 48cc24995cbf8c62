import { screen } from '@testing-library/react';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { GoogleSuccessPage } from './google-success-page';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderPage = (route: string) =>
  renderWithSession(<GoogleSuccessPage />, {
    route,
    path: '/auth/login/google/success',
  });

it('sends a just-created account to personalization', async () => {
  server.use(...authHandlers.signedIn(socialUser));
  const { store } = renderPage('/auth/login/google/success?new=1');
  expect(
    screen.getByRole('heading', { name: 'signing you in…' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('Navigated to /personalization'),
  ).toBeInTheDocument();
  expect(store.getState().session.user?.email).toBe(socialUser.email);
});

it('sends a returning user to the dashboard', async () => {
  server.use(...authHandlers.signedIn(houseUser));
  renderPage('/auth/login/google/success');
  expect(
    await screen.findByText('Navigated to /dashboard'),
  ).toBeInTheDocument();
});

it('without a session, back to sign-in with a message', async () => {
  server.use(...authHandlers.signedOut());
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  renderPage('/auth/login/google/success');
  expect(
    await screen.findByText(
      'Navigated to /login?error=google%20sign-in%20failed.%20please%20try%20again.',
    ),
  ).toBeInTheDocument();
});
