import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { RegisterVerifyPage } from './register-verify-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...authHandlers.signedOut()));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const renderVerify = (route = '/auth/register/verify?token=tok_abc') =>
  renderWithSession(
    <StrictMode>
      <RegisterVerifyPage />
    </StrictMode>,
    { route, path: '/auth/register/verify' },
  );

it('confirms the address once, signs the new user in and offers the next steps', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('auth/verify-email'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(houseUser);
    }),
  );
  const { store } = renderVerify();
  expect(
    screen.getByRole('heading', { name: 'confirming your email…' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'your email is confirmed' }),
  ).toBeInTheDocument();
  expect(bodies).toEqual([{ token: 'tok_abc' }]);
  expect(store.getState().session.user).toEqual(houseUser);
  expect(
    screen.getByRole('link', { name: 'set up your profile' }),
  ).toHaveAttribute('href', '/personalization');
  expect(
    screen.getByRole('link', { name: 'skip to the dashboard' }),
  ).toHaveAttribute('href', '/dashboard');
});

it('an expired or used link offers a new one', async () => {
  let resentTo: unknown;
  server.use(
    mockError(
      authEndpoints.verifyEmail,
      'LINK_EXPIRED',
      'this confirmation link has expired or was already used. sign in, or ask for a new link.',
    ),
    http.post(apiUrl('auth/resend-verification'), async ({ request }) => {
      resentTo = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderVerify();
  expect(
    await screen.findByRole('heading', { name: 'this link has expired' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/has expired or was already used/),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('email'), 'jane.doe@example.com');
  await user.click(screen.getByRole('button', { name: 'send a new link' }));
  expect(
    await screen.findByText(/a new link is on its way/),
  ).toBeInTheDocument();
  expect(resentTo).toEqual({ email: 'jane.doe@example.com' });
});

it('any other failure can be retried', async () => {
  let calls = 0;
  server.use(
    http.post(apiUrl('auth/verify-email'), () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json(
            { error: 'INTERNAL_ERROR', message: 'sorry, something went wrong' },
            { status: 500 },
          )
        : HttpResponse.json(houseUser);
    }),
  );
  const { user } = renderVerify();
  expect(
    await screen.findByRole('heading', {
      name: 'we could not confirm your email',
    }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(
    await screen.findByRole('heading', { name: 'your email is confirmed' }),
  ).toBeInTheDocument();
});

it('a link without its token says so', () => {
  renderVerify('/auth/register/verify');
  expect(
    screen.getByRole('heading', { name: 'this link is incomplete' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'send a new link' }),
  ).toBeInTheDocument();
});

it('a blocked account is told so, without a retry', async () => {
  server.use(mockError(authEndpoints.verifyEmail, 'ACCOUNT_BLOCKED'));
  renderVerify();
  expect(
    await screen.findByText(/your account has been blocked/),
  ).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: 'try again' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'back to sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
});
