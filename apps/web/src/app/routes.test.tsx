import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { authHandlers } from '@ruume/auth/testing';
import { billingHandlers } from '@ruume/billing/testing';
import { adminUser, houseUser } from '@ruume/contracts/testing';
import { meetingHandlers } from '@ruume/meeting/testing';
import { roomHandlers } from '@ruume/room/testing';
import { RuumeThemeProvider } from '@ruume/ui-kit';
import { createStore } from './store';
import { routes } from './routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  jest.spyOn(console, 'info').mockImplementation(() => undefined),
);
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function openApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Provider store={createStore()}>
      <RuumeThemeProvider>
        <RouterProvider router={router} />
      </RuumeThemeProvider>
    </Provider>,
  );
  return router;
}

it('shows the 404 page for an unknown path, and back to home goes to the dashboard', async () => {
  server.use(...authHandlers.signedIn(houseUser), ...meetingHandlers);
  const router = openApp('/no/such/page');
  expect(
    await screen.findByText(
      'the page you are looking for does not exist or has been moved.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'back to home' }));
  expect(
    await screen.findByRole('heading', { name: 'dashboard', level: 1 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(router.state.historyAction).toBe('REPLACE');
});

it('sends a signed-out visitor from /dashboard to /login', async () => {
  server.use(...authHandlers.signedOut());
  const router = openApp('/dashboard');
  expect(
    await screen.findByRole('heading', { name: 'sign in' }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

it('keeps admins-only pages from other users', async () => {
  server.use(...authHandlers.signedIn(houseUser));
  const router = openApp('/admin-dashboard');
  expect(
    await screen.findByRole('heading', { name: 'sign in' }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
});

it('opens the admin dashboard for an admin', async () => {
  server.use(...authHandlers.signedIn(adminUser));
  openApp('/admin-dashboard');
  expect(
    await screen.findByRole('heading', { name: 'admin dashboard' }),
  ).toBeInTheDocument();
});

it('shows the kick reason capitalised', async () => {
  server.use(...authHandlers.signedOut());
  openApp('/kick?reason=spamming the chat');
  expect(await screen.findByText('Spamming the chat')).toBeInTheDocument();
});

it('redirects a bare room id to /m/{roomId}, replacing history', async () => {
  server.use(...authHandlers.signedOut(), ...roomHandlers);
  const router = openApp('/jane-office-hours');
  expect(
    await screen.findByRole('heading', { name: 'office hours', level: 1 }),
  ).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/m/jane-office-hours');
  expect(router.state.historyAction).toBe('REPLACE');
});

it('lays out settings sections as navigation', async () => {
  server.use(...authHandlers.signedIn(houseUser), ...billingHandlers);
  openApp('/settings/subscription');
  expect(
    await screen.findByRole('navigation', { name: 'settings sections' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'subscription' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('opens the subscription page inside the settings, with the plans', async () => {
  server.use(...authHandlers.signedIn(houseUser), ...billingHandlers);
  openApp('/settings/subscription');
  expect(
    await screen.findByRole('article', { name: 'professional' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('article', { current: true })).toHaveAccessibleName(
    'house',
  );
});
