import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { DeleteAccount } from './delete-account';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderDanger = () =>
  renderWithSession(<DeleteAccount user={houseUser} />, {
    user: houseUser,
    route: '/settings',
    path: '/settings',
  });

it('deletes the account once the email is typed, signs out and goes to sign-in', async () => {
  const calls: string[] = [];
  server.use(
    http.delete(apiUrl(`user/${houseUser.id}`), () => {
      calls.push('delete');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl('auth/logout'), () => {
      calls.push('logout');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user, store } = renderDanger();
  await user.click(screen.getByRole('button', { name: 'delete account' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'delete your account?',
  });
  const confirm = within(dialog).getByRole('button', {
    name: 'delete my account',
  });
  expect(confirm).toBeDisabled();
  await user.type(
    within(dialog).getByLabelText(`type ${houseUser.email} to confirm`),
    houseUser.email,
  );
  await user.click(confirm);
  expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
  expect(calls).toEqual(['delete', 'logout']);
  expect(store.getState().session.user).toBeNull();
});

it('shows why the server refused, and cancel closes', async () => {
  server.use(mockError(userEndpoints.delete, 'LAST_ADMIN'));
  const { user } = renderDanger();
  await user.click(screen.getByRole('button', { name: 'delete account' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox'), houseUser.email);
  await user.click(
    within(dialog).getByRole('button', { name: 'delete my account' }),
  );
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'this is the last admin account',
  );
  await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
