import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { apiUrl } from '@ruume/api-client/testing';
import { adminUser, houseUser } from '@ruume/contracts/testing';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { authHandlers, createSessionStore } from '../../testing';
import { AccountMenu } from './account-menu';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

function renderMenu(user = houseUser) {
  const store = createSessionStore(user);
  const view = renderWithTheme(<AccountMenu />, {
    route: '/dashboard',
    path: '/dashboard',
    wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
  });
  return { ...view, store };
}

it('is named by the initials it shows, then what it is (voice control says what it sees)', () => {
  renderMenu({
    ...houseUser,
    firstName: 'jane',
    lastName: 'doe',
    profilePicUrl: null,
  });
  expect(
    screen.getByRole('button', { name: 'JD account menu' }),
  ).toHaveAttribute('aria-expanded', 'false');
});

it('opens with settings and sign out; admins also get the admin dashboard', async () => {
  const { user } = renderMenu(houseUser);
  await user.click(screen.getByRole('button', { name: /account menu$/ }));
  expect(screen.getByRole('link', { name: 'settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  expect(
    screen.queryByRole('link', { name: 'admin dashboard' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'sign out' })).toBeInTheDocument();
});

it('shows the admin dashboard link to admins', async () => {
  const { user } = renderMenu(adminUser);
  await user.click(screen.getByRole('button', { name: /account menu$/ }));
  expect(screen.getByRole('link', { name: 'admin dashboard' })).toHaveAttribute(
    'href',
    '/admin-dashboard',
  );
});

it('closes on Escape', async () => {
  const { user } = renderMenu();
  await user.click(screen.getByRole('button', { name: /account menu$/ }));
  await user.keyboard('{Escape}');
  expect(
    screen.queryByRole('button', { name: 'sign out' }),
  ).not.toBeInTheDocument();
});

it('sign out calls the server, forgets the user and goes to /login', async () => {
  let loggedOut = false;
  server.use(
    http.post(apiUrl('auth/logout'), () => {
      loggedOut = true;
      return new HttpResponse(null, { status: 204 });
    }),
    ...authHandlers.signedIn(houseUser),
  );
  const { user, store } = renderMenu();
  await user.click(screen.getByRole('button', { name: /account menu$/ }));
  await user.click(screen.getByRole('button', { name: 'sign out' }));
  expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
  expect(loggedOut).toBe(true);
  expect(store.getState().session.user).toBeNull();
});
