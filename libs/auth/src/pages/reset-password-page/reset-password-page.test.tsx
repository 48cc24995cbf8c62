import { screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockEndpoint } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { ResetPasswordPage } from './reset-password-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...authHandlers.signedOut()));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const renderReset = (
  route = '/auth/reset-password?token=tok_reset',
  user: typeof houseUser | null = null,
) =>
  renderWithSession(<ResetPasswordPage />, {
    route,
    path: '/auth/reset-password',
    user,
  });

async function choose(
  user: ReturnType<typeof renderReset>['user'],
  password = 'N3w-passw0rd',
  confirm = password,
) {
  await user.type(screen.getByLabelText('new password'), password);
  await user.type(screen.getByLabelText('confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'reset password' }));
}

it('sets the password with the token and goes to the success page', async () => {
  let body: unknown;
  server.use(
    mockEndpoint(authEndpoints.resetPassword, ({ body: sent }) => {
      body = sent;
      return undefined;
    }),
  );
  const { user } = renderReset();
  await choose(user);
  expect(
    await screen.findByText('Navigated to /auth/reset-password/success'),
  ).toBeInTheDocument();
  expect(body).toEqual({ token: 'tok_reset', newPassword: 'N3w-passw0rd' });
});

it('signs this browser out too when it had a session', async () => {
  server.use(mockEndpoint(authEndpoints.resetPassword, () => undefined));
  const { user, store } = renderReset(undefined, houseUser);
  await choose(user);
  expect(
    await screen.findByText('Navigated to /auth/reset-password/success'),
  ).toBeInTheDocument();
  expect(store.getState().session.user).toBeNull();
});

it('a link without its token leads to a new one', () => {
  renderReset('/auth/reset-password');
  expect(
    screen.getByRole('heading', { name: 'this link is incomplete' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'request a new link' }),
  ).toHaveAttribute('href', '/auth/forgot-password');
});

// Criteria, mismatch, saving, an expired link and a failure: the page's stories (their play
// functions run as tests in stories.test.tsx).
