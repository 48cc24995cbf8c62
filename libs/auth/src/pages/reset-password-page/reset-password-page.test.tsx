import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl, mockError } from '@ruume/api-client/testing';
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

it('asks for a password that meets the criteria', async () => {
  const { user } = renderReset();
  await choose(user, 'password');
  expect(
    await screen.findByText(
      'please make sure the password meets all the criteria',
    ),
  ).toBeInTheDocument();
});

it('asks for the same password twice', async () => {
  const { user } = renderReset();
  await choose(user, 'N3w-passw0rd', 'N3w-passw0rd!');
  expect(
    await screen.findByText('new passwords do not match'),
  ).toBeInTheDocument();
});

it('sets the password with the token and goes to the success page', async () => {
  let body: unknown;
  server.use(
    http.post(apiUrl('auth/reset-password'), async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 204 });
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
  server.use(
    http.post(
      apiUrl('auth/reset-password'),
      () => new HttpResponse(null, { status: 204 }),
    ),
  );
  const { user, store } = renderReset(undefined, houseUser);
  await choose(user);
  expect(
    await screen.findByText('Navigated to /auth/reset-password/success'),
  ).toBeInTheDocument();
  expect(store.getState().session.user).toBeNull();
});

it('an expired link goes to the expire page', async () => {
  server.use(mockError(authEndpoints.resetPassword, 'LINK_EXPIRED'));
  const { user } = renderReset();
  await choose(user);
  expect(
    await screen.findByText('Navigated to /auth/reset-password/expire'),
  ).toBeInTheDocument();
});

it('other failures are shown on the page', async () => {
  server.use(mockError(authEndpoints.resetPassword, 'INTERNAL_ERROR'));
  const { user } = renderReset();
  await choose(user);
  expect(
    await screen.findByText('sorry, something went wrong'),
  ).toBeInTheDocument();
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
