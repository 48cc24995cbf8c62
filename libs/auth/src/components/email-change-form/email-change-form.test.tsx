import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { EmailChangeForm } from './email-change-form';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderForm = () =>
  renderWithSession(<EmailChangeForm user={houseUser} />, { user: houseUser });

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  {
    current = houseUser.email,
    next = 'new@example.com',
    confirm = next,
  }: { current?: string; next?: string; confirm?: string } = {},
) {
  await user.type(screen.getByLabelText('current email'), current);
  await user.type(screen.getByLabelText('new email'), next);
  await user.type(screen.getByLabelText('confirm new email'), confirm);
}

const save = () => screen.getByRole('button', { name: 'save' });

it('keeps save disabled while any field is empty', async () => {
  const { user } = renderForm();
  expect(save()).toBeDisabled();
  await user.type(screen.getByLabelText('current email'), houseUser.email);
  await user.type(screen.getByLabelText('new email'), 'new@example.com');
  expect(save()).toBeDisabled();
  await user.type(
    screen.getByLabelText('confirm new email'),
    'new@example.com',
  );
  expect(save()).toBeEnabled();
  await user.clear(screen.getByLabelText('current email'));
  expect(save()).toBeDisabled();
});

it('the current email must be the account’s', async () => {
  const { user } = renderForm();
  await fill(user, { current: 'someone@else.com' });
  await user.click(save());
  expect(
    await screen.findByText('current email is incorrect'),
  ).toBeInTheDocument();
});

it('the new emails must match', async () => {
  const { user } = renderForm();
  await fill(user, { confirm: 'nwe@example.com' });
  await user.click(save());
  expect(
    await screen.findByText('new emails do not match'),
  ).toBeInTheDocument();
});

it('the new email must differ from the current one', async () => {
  const { user } = renderForm();
  await fill(user, {
    next: houseUser.email.toUpperCase(),
    confirm: houseUser.email,
  });
  await user.click(save());
  expect(
    await screen.findByText('new email is the same as current email'),
  ).toBeInTheDocument();
});

it('asks for the change and says a verification email went out', async () => {
  let body: unknown;
  server.use(
    http.post(apiUrl('user/email-update'), async ({ request }) => {
      body = await request.json();
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderForm();
  await fill(user, { next: 'New@Example.com', confirm: 'new@example.com' });
  await user.click(save());
  expect(
    await screen.findByText(
      'a verification email has been sent to the new address on file.',
    ),
  ).toBeInTheDocument();
  expect(body).toEqual({ newEmail: 'new@example.com' });
  expect(screen.getByLabelText('new email')).toHaveValue('');
});

it('any failure reads “sorry, something went wrong”', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    mockError(
      userEndpoints.emailUpdate,
      'RATE_LIMITED',
      'too many attempts. please wait a minute and try again.',
    ),
  );
  const { user } = renderForm();
  await fill(user);
  await user.click(save());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'sorry, something went wrong',
  );
});
