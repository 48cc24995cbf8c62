import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { LoginPage } from './login-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...authHandlers.signedOut()));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const renderLogin = (route = '/login') =>
  renderWithSession(<LoginPage />, { route, path: '/login' });

async function signIn(
  user: ReturnType<typeof renderLogin>['user'],
  password = 'Passw0rd!',
) {
  await user.type(screen.getByLabelText('email'), 'Jane.Doe@example.com');
  await user.type(screen.getByLabelText('password'), password);
  await user.click(screen.getByRole('button', { name: 'sign in' }));
}

it('shows the error message from the query', () => {
  renderLogin('/login?error=your%20account%20has%20been%20blocked');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'your account has been blocked',
  );
});

it('shows no error without one', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('signs in, keeps the session and goes to the dashboard', async () => {
  let body: unknown;
  server.use(
    http.post(apiUrl('auth/login'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json(houseUser);
    }),
  );
  const { user, store } = renderLogin();
  await signIn(user);
  expect(
    await screen.findByText('Navigated to /dashboard'),
  ).toBeInTheDocument();
  expect(body).toEqual({
    email: 'jane.doe@example.com',
    password: 'Passw0rd!',
  });
  expect(store.getState().session.user).toEqual(houseUser);
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(houseUser);
});

it('goes to a `next` path of this app, never to another site', async () => {
  server.use(
    http.post(apiUrl('auth/login'), () => HttpResponse.json(houseUser)),
  );
  const { user } = renderLogin('/login?next=%2Fsettings%3Ftab%3Demail');
  await signIn(user);
  expect(
    await screen.findByText('Navigated to /settings?tab=email'),
  ).toBeInTheDocument();
});

it('ignores a `next` that leaves the app', async () => {
  server.use(
    http.post(apiUrl('auth/login'), () => HttpResponse.json(houseUser)),
  );
  const { user } = renderLogin('/login?next=%2F%2Fevil.example');
  await signIn(user);
  expect(
    await screen.findByText('Navigated to /dashboard'),
  ).toBeInTheDocument();
});

it('offers a new link to an account that was never confirmed', async () => {
  let resentTo: unknown;
  server.use(
    mockError(authEndpoints.login, 'EMAIL_NOT_VERIFIED'),
    http.post(apiUrl('auth/resend-verification'), async ({ request }) => {
      resentTo = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderLogin();
  await signIn(user);
  expect(
    await screen.findByText(/please verify your email address first/),
  ).toBeInTheDocument();
  await user.click(
    screen.getByRole('button', { name: 'resend verification email' }),
  );
  expect(
    await screen.findByText(/a new link is on its way/),
  ).toBeInTheDocument();
  expect(resentTo).toEqual({ email: 'jane.doe@example.com' });
});

it('offers Google only when the server does', async () => {
  renderLogin();
  expect(
    await screen.findByRole('link', { name: 'create an account' }),
  ).toHaveAttribute('href', '/register');
  expect(
    screen.queryByRole('link', { name: 'continue with Google' }),
  ).not.toBeInTheDocument();
});

it('continue with Google starts the api navigation', async () => {
  server.use(authHandlers.providers(true));
  renderLogin();
  expect(
    await screen.findByRole('link', { name: 'continue with Google' }),
  ).toHaveAttribute('href', '/api/v1/auth/login/google');
});

it('shows and hides the password', async () => {
  const { user } = renderLogin();
  await user.type(screen.getByLabelText('password'), 'Secr3t!');
  await user.click(screen.getByRole('button', { name: 'show password' }));
  expect(screen.getByLabelText('password')).toHaveAttribute('type', 'text');
  expect(
    screen.getByRole('link', { name: 'forgot password?' }),
  ).toHaveAttribute('href', '/auth/forgot-password');
});

// Missing fields, a wrong password, rate-limited and signing in: the page's stories (their
// play functions run as tests in stories.test.tsx).
