import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { ExtensionLoginSuccessPage } from './extension-login-success-page';

const server = setupServer();
const token = { token: 'ext_token_1', expiresAt: '2025-07-01T00:00:00.000Z' };
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
  delete (globalThis as { chrome?: unknown }).chrome;
});
afterAll(() => server.close());

const renderSuccess = (
  user: typeof houseUser | null = houseUser,
  route = '/extension/login/success',
) =>
  renderWithSession(
    <StrictMode>
      <ExtensionLoginSuccessPage />
    </StrictMode>,
    { route, path: '/extension/login/success', user },
  );

it('gets one token and posts it to this page’s own origin for the extension', async () => {
  let calls = 0;
  server.use(
    ...authHandlers.signedIn(houseUser),
    http.post(apiUrl('auth/extension-token'), () => {
      calls += 1;
      return HttpResponse.json(token);
    }),
  );
  const postMessage = jest
    .spyOn(window, 'postMessage')
    .mockImplementation(() => undefined);
  renderSuccess();
  expect(
    screen.getByRole('heading', { name: 'connecting the extension…' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText(
      'you are signed in to the extension; you can close this tab',
    ),
  ).toBeInTheDocument();
  expect(postMessage).toHaveBeenCalledWith(
    { type: 'ruume:extension-login', ...token },
    window.location.origin,
  );
  expect(calls).toBe(1);
});

it('also sends it to an externally connectable extension named in the query', async () => {
  server.use(
    ...authHandlers.signedIn(houseUser),
    http.post(apiUrl('auth/extension-token'), () => HttpResponse.json(token)),
  );
  jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const sendMessage = jest.fn();
  (globalThis as { chrome?: unknown }).chrome = { runtime: { sendMessage } };
  renderSuccess(
    houseUser,
    '/extension/login/success?extensionId=abcdefghijklmnopabcdefghijklmnop',
  );
  await screen.findByText(
    'you are signed in to the extension; you can close this tab',
  );
  expect(sendMessage).toHaveBeenCalledWith('abcdefghijklmnopabcdefghijklmnop', {
    type: 'ruume:extension-login',
    ...token,
  });
});

it('a failure can be retried', async () => {
  server.use(
    ...authHandlers.signedIn(houseUser),
    mockError(authEndpoints.extensionToken, 'INTERNAL_ERROR'),
  );
  const { user } = renderSuccess();
  expect(
    await screen.findByRole('heading', {
      name: 'we could not connect the extension',
    }),
  ).toBeInTheDocument();
  server.use(
    http.post(apiUrl('auth/extension-token'), () => HttpResponse.json(token)),
  );
  jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(
    await screen.findByText(
      'you are signed in to the extension; you can close this tab',
    ),
  ).toBeInTheDocument();
});

it('signed out: back to the extension sign-in, query kept', async () => {
  server.use(...authHandlers.signedOut());
  renderSuccess(null, '/extension/login/success?extensionId=abc');
  expect(
    await screen.findByText('Navigated to /extension/login?extensionId=abc'),
  ).toBeInTheDocument();
});
