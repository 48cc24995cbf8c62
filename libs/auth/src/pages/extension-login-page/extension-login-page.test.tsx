import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from '@ruume/api-client/testing';
import { houseUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { ExtensionLoginPage } from './extension-login-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...authHandlers.signedOut()));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

it('signs in and moves on to the success page, keeping the query string', async () => {
  server.use(
    http.post(apiUrl('auth/login'), () => HttpResponse.json(houseUser)),
  );
  const { user, store } = renderWithSession(<ExtensionLoginPage />, {
    route: '/extension/login?extensionId=abcdefghijklmnopabcdefghijklmnop',
    path: '/extension/login',
  });
  expect(
    screen.getByRole('heading', { name: 'sign in to the ruume extension' }),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('email'), 'jane.doe@example.com');
  await user.type(screen.getByLabelText('password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'sign in' }));
  expect(
    await screen.findByText(
      'Navigated to /extension/login/success?extensionId=abcdefghijklmnopabcdefghijklmnop',
    ),
  ).toBeInTheDocument();
  expect(store.getState().session.user).toEqual(houseUser);
});

it('a signed-in user passes straight through', () => {
  renderWithSession(<ExtensionLoginPage />, {
    route: '/extension/login',
    path: '/extension/login',
    user: houseUser,
  });
  expect(
    screen.getByText('Navigated to /extension/login/success'),
  ).toBeInTheDocument();
});
