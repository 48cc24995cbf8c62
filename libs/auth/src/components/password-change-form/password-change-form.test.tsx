import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { PasswordChangeForm } from './password-change-form';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderForm = () =>
  renderWithSession(<PasswordChangeForm />, { user: houseUser });
const save = () => screen.getByRole('button', { name: 'save' });

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  next = 'N3w-passw0rd',
  confirm = next,
) {
  await user.type(screen.getByLabelText('current password'), 'Old-passw0rd');
  await user.type(screen.getByLabelText('new password'), next);
  await user.type(screen.getByLabelText('confirm new password'), confirm);
}

it('keeps save disabled while any field is empty', async () => {
  const { user } = renderForm();
  expect(save()).toBeDisabled();
  await user.type(screen.getByLabelText('current password'), 'x');
  await user.type(screen.getByLabelText('new password'), 'y');
  expect(save()).toBeDisabled();
  await user.type(screen.getByLabelText('confirm new password'), 'z');
  expect(save()).toBeEnabled();
});

it('the new passwords must match', async () => {
  const { user } = renderForm();
  await fill(user, 'N3w-passw0rd', 'N3w-passw0rd?');
  await user.click(save());
  expect(
    await screen.findByText('new passwords do not match'),
  ).toBeInTheDocument();
});

it('the new password must meet the criteria', async () => {
  const { user } = renderForm();
  await fill(user, 'newpassword');
  await user.click(save());
  expect(
    await screen.findByText(
      'please make sure the password meets all the criteria',
    ),
  ).toBeInTheDocument();
});

it('changes the password and says so', async () => {
  let body: unknown;
  server.use(
    http.post(apiUrl('user/password'), async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderForm();
  await fill(user);
  await user.click(save());
  expect(
    await screen.findByText('password successfully updated'),
  ).toBeInTheDocument();
  expect(body).toEqual({
    currentPassword: 'Old-passw0rd',
    newPassword: 'N3w-passw0rd',
  });
  expect(screen.getByLabelText('current password')).toHaveValue('');
});

it('shows the server’s message, the wrong current password at its field', async () => {
  server.use(mockError(userEndpoints.changePassword, 'INCORRECT_PASSWORD'));
  const { user } = renderForm();
  await fill(user);
  await user.click(save());
  expect(
    await screen.findByText('current password is incorrect'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('current password')).toHaveAccessibleDescription(
    'current password is incorrect',
  );
});

it('falls back to “sorry, something went wrong”', async () => {
  server.use(
    http.post(
      apiUrl('user/password'),
      () => new HttpResponse(null, { status: 502 }),
    ),
  );
  const { user } = renderForm();
  await fill(user);
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'sorry, something went wrong',
  );
});
