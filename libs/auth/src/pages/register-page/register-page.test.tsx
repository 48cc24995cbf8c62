import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAnalyticsSink, type AnalyticsSink } from '@ruume/api-client';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { RegisterPage } from './register-page';

const server = setupServer();
const analytics: jest.Mocked<AnalyticsSink> = {
  pageView: jest.fn(),
  track: jest.fn(),
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(...authHandlers.signedOut());
  setAnalyticsSink(analytics);
});
afterEach(() => {
  server.resetHandlers();
  setAnalyticsSink(null);
  jest.clearAllMocks();
});
afterAll(() => server.close());

const renderRegister = () =>
  renderWithSession(<RegisterPage />, {
    route: '/register',
    path: '/register',
  });

async function fillIn(
  user: ReturnType<typeof renderRegister>['user'],
  { confirm = 'Passw0rd!' } = {},
) {
  await user.type(screen.getByLabelText('first name'), 'Jane');
  await user.type(screen.getByLabelText('last name'), 'Doe');
  await user.type(screen.getByLabelText('email'), 'Jane.Doe@Example.com');
  await user.type(screen.getByLabelText('password'), 'Passw0rd!');
  await user.type(screen.getByLabelText('confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'create account' }));
}

it('ticks the password criteria off as they are met', async () => {
  const { user } = renderRegister();
  const criteria = screen.getByRole('list', { name: 'password criteria' });
  expect(
    within(criteria).getByText('one symbol').parentElement,
  ).toHaveTextContent('one symbol (not met yet)');
  await user.type(screen.getByLabelText('password'), 'a!');
  expect(
    within(criteria).getByText('one symbol').parentElement,
  ).toHaveTextContent('one symbol (met)');
  expect(
    within(criteria).getByText('one uppercase letter').parentElement,
  ).toHaveTextContent('(not met yet)');
});

it('asks for every field and a password that meets the criteria', async () => {
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('password'), 'short');
  await user.click(screen.getByRole('button', { name: 'create account' }));
  expect(await screen.findByText('first name is required')).toBeInTheDocument();
  expect(screen.getByText('last name is required')).toBeInTheDocument();
  expect(screen.getByText('please enter an email address')).toBeInTheDocument();
  expect(
    screen.getByText('please make sure the password meets all the criteria'),
  ).toBeInTheDocument();
});

it('checks that both passwords match', async () => {
  const { user } = renderRegister();
  await fillIn(user, { confirm: 'Passw0rd?' });
  expect(await screen.findByText('passwords do not match')).toBeInTheDocument();
});

it('creates the account, reports the sign-up and asks to check the mailbox', async () => {
  let body: unknown;
  server.use(
    http.post(apiUrl('auth/register'), async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderRegister();
  await fillIn(user);
  expect(
    await screen.findByRole('heading', { name: 'check your email' }),
  ).toHaveFocus();
  expect(screen.getByText('jane.doe@example.com')).toBeInTheDocument();
  // The server answers a taken address the same way: the page cannot tell, and says so.
  expect(
    screen.getByText(/if this address already has an account/),
  ).toBeInTheDocument();
  expect(body).toEqual({
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    password: 'Passw0rd!',
  });
  expect(analytics.track).toHaveBeenCalledWith('sign_up', { method: 'email' });
  expect(screen.getByRole('link', { name: 'back to sign in' })).toHaveAttribute(
    'href',
    '/login',
  );
});

it('says what went wrong when the server refuses, and keeps the form', async () => {
  server.use(mockError(authEndpoints.register, 'RATE_LIMITED'));
  const { user } = renderRegister();
  await fillIn(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'too many attempts. please wait a minute and try again.',
  );
  expect(screen.getByLabelText('email')).toHaveValue('Jane.Doe@Example.com');
  expect(analytics.track).not.toHaveBeenCalled();
});
