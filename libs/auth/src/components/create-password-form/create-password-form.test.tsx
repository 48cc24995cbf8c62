import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { socialUser } from '@ruume/contracts/testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { CreatePasswordForm } from './create-password-form';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderForm = () =>
  renderWithSession(<CreatePasswordForm user={socialUser} idPrefix="t" />, {
    user: socialUser,
  });
const create = () => screen.getByRole('button', { name: 'create password' });

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  { email = socialUser.email, confirm = 'N3w-passw0rd' } = {},
) {
  await user.type(screen.getByLabelText('current email'), email);
  await user.type(screen.getByLabelText('new password'), 'N3w-passw0rd');
  await user.type(screen.getByLabelText('confirm new password'), confirm);
}

it('has no current-password field and waits for every field', async () => {
  const { user } = renderForm();
  expect(screen.queryByLabelText('current password')).not.toBeInTheDocument();
  expect(create()).toBeDisabled();
  await fill(user);
  expect(create()).toBeEnabled();
});

it('checks the account email and the confirmation', async () => {
  const { user } = renderForm();
  await fill(user, { email: 'other@gmail.com', confirm: 'N3w-passw0rd!' });
  await user.click(create());
  expect(
    await screen.findByText('current email is incorrect'),
  ).toBeInTheDocument();
  expect(screen.getByText('new passwords do not match')).toBeInTheDocument();
});

it('creates the password (PUT user {password}) and the account now has one', async () => {
  let body: unknown;
  server.use(
    http.put(apiUrl('user'), async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ ...socialUser, passwordExists: true });
    }),
  );
  const { user, store } = renderForm();
  await fill(user);
  await user.click(create());
  expect(
    await screen.findByText('password successfully updated'),
  ).toBeInTheDocument();
  expect(body).toEqual({ password: 'N3w-passw0rd' });
  expect(store.getState().session.user?.passwordExists).toBe(true);
});

it('any failure reads “sorry, something went wrong”', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(mockError(userEndpoints.update, 'PASSWORD_ALREADY_SET'));
  const { user } = renderForm();
  await fill(user);
  await user.click(create());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'sorry, something went wrong',
  );
});
