import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { RuumeThemeProvider } from '@ruume/ui-kit';
import { createSessionStore } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { ForgotPasswordEmailSentPage } from '../forgot-password-email-sent-page/forgot-password-email-sent-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderForgot = () =>
  renderWithSession(<ForgotPasswordPage />, {
    route: '/auth/forgot-password',
    path: '/auth/forgot-password',
  });

it('sends the link and moves on to the email-sent page, which names the address', async () => {
  let body: unknown;
  server.use(
    http.post(apiUrl('auth/forgot-password'), async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  render(
    <Provider store={createSessionStore(null)}>
      <RuumeThemeProvider>
        <MemoryRouter initialEntries={['/auth/forgot-password']}>
          <Routes>
            <Route
              path="/auth/forgot-password"
              element={<ForgotPasswordPage />}
            />
            <Route
              path="/auth/forgot-password/email-sent"
              element={<ForgotPasswordEmailSentPage />}
            />
          </Routes>
        </MemoryRouter>
      </RuumeThemeProvider>
    </Provider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('email'), 'Jane.Doe@example.com');
  await user.click(screen.getByRole('button', { name: 'send reset link' }));
  expect(
    await screen.findByRole('heading', { name: 'check your email' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/if an account exists for jane\.doe@example\.com/),
  ).toBeInTheDocument();
  expect(body).toEqual({ email: 'jane.doe@example.com' });
});

it('moves on whatever the server says about the address', async () => {
  server.use(mockError(authEndpoints.forgotPassword, 'NOT_FOUND'));
  const { user } = renderForgot();
  await user.type(screen.getByLabelText('email'), 'nobody@example.com');
  await user.click(screen.getByRole('button', { name: 'send reset link' }));
  expect(
    await screen.findByText('Navigated to /auth/forgot-password/email-sent'),
  ).toBeInTheDocument();
});

// Invalid email, sending, rate-limited and offline: the page's stories (their play functions
// run as tests in stories.test.tsx).
