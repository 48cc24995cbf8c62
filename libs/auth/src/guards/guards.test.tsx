import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { adminUser, houseUser } from '@ruume/contracts/testing';
import { authHandlers, createAuthStore } from '../testing';
import { checkSession } from '../state/auth-thunks';
import { AdminRoute } from './admin-route';
import { GuestRoute } from './guest-route';
import { ProtectedRoute } from './protected-route';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}`}</p>;
}

function renderAt(route: string) {
  const store = createAuthStore();
  void store.dispatch(checkSession());
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/elsewhere', route]} initialIndex={1}>
        <Routes>
          <Route element={<ProtectedRoute />}>
            <Route path="/dashboard" element={<h1>dashboard</h1>} />
          </Route>
          <Route element={<AdminRoute />}>
            <Route path="/admin-dashboard" element={<h1>admin dashboard</h1>} />
          </Route>
          <Route element={<AdminRoute fallback="/dashboard" />}>
            <Route path="/reports" element={<h1>reports</h1>} />
          </Route>
          <Route
            path="/"
            element={
              <GuestRoute>
                <h1>sign in</h1>
              </GuestRoute>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('ProtectedRoute', () => {
  it('renders nothing while the session check runs', () => {
    server.use(...authHandlers.checking());
    renderAt('/dashboard');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    server.use(...authHandlers.signedIn(houseUser));
    renderAt('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'dashboard' }),
    ).toBeInTheDocument();
  });

  it('sends everyone else to /login', async () => {
    server.use(...authHandlers.signedOut());
    renderAt('/dashboard');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });
});

describe('AdminRoute', () => {
  it('shows the page to an admin', async () => {
    server.use(...authHandlers.signedIn(adminUser));
    renderAt('/admin-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'admin dashboard' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in non-admin to /login by default', async () => {
    server.use(...authHandlers.signedIn(houseUser));
    renderAt('/admin-dashboard');
    expect(await screen.findByText('at /login')).toBeInTheDocument();
  });

  it('uses the given fallback', async () => {
    server.use(...authHandlers.signedIn(houseUser));
    renderAt('/reports');
    expect(
      await screen.findByRole('heading', { name: 'dashboard' }),
    ).toBeInTheDocument();
  });
});

describe('GuestRoute', () => {
  it('sends a signed-in user from the sign-in page to the dashboard', async () => {
    server.use(...authHandlers.signedIn(houseUser));
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'dashboard' }),
    ).toBeInTheDocument();
  });

  it('shows the sign-in page to a visitor', async () => {
    server.use(...authHandlers.signedOut());
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'sign in' }),
    ).toBeInTheDocument();
  });
});
