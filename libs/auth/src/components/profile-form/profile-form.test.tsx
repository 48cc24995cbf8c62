import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { houseUser } from '@ruume/contracts/testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { ProfileForm } from './profile-form';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

const renderForm = () =>
  renderWithSession(<ProfileForm user={houseUser} />, { user: houseUser });

it('starts from the profile, with save off until something changes', async () => {
  const { user } = renderForm();
  expect(screen.getByLabelText('first name')).toHaveValue('jane');
  expect(screen.getByLabelText(/^workspace name/)).toHaveValue('acme studio');
  expect(
    screen.getByRole('switch', { name: 'show only my first name' }),
  ).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'save changes' })).toBeDisabled();
  await user.type(screen.getByLabelText(/^pronouns/), 'x');
  expect(screen.getByRole('button', { name: 'save changes' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'discard changes' }));
  expect(screen.getByLabelText(/^pronouns/)).toHaveValue('she/her');
});

it('sends only what changed (multipart PUT user) and confirms', async () => {
  let sent: [string, FormDataEntryValue][] = [];
  server.use(
    http.put(apiUrl('user'), async ({ request }) => {
      sent = [...(await request.formData()).entries()];
      return HttpResponse.json({
        ...houseUser,
        website: 'https://jane.studio',
        displayFirstNameOnly: true,
        workspaceRole: null,
      });
    }),
  );
  const { user, store } = renderForm();
  const website = screen.getByLabelText(/^website/);
  await user.clear(website);
  await user.type(website, 'jane.studio');
  await user.clear(screen.getByLabelText(/^workspace role/));
  await user.click(
    screen.getByRole('switch', { name: 'show only my first name' }),
  );
  await user.click(screen.getByRole('button', { name: 'save changes' }));

  expect(
    await screen.findByText('your profile has been updated.'),
  ).toBeInTheDocument();
  expect(Object.fromEntries(sent)).toEqual({
    website: 'https://jane.studio',
    workspaceRole: '',
    displayFirstNameOnly: 'true',
  });
  expect(store.getState().session.user?.displayFirstNameOnly).toBe(true);
  expect(screen.getByRole('button', { name: 'save changes' })).toBeDisabled();
});

it('checks the fields before saving', async () => {
  const { user } = renderForm();
  await user.clear(screen.getByLabelText('first name'));
  await user.clear(screen.getByLabelText(/^website/));
  await user.type(screen.getByLabelText(/^website/), 'not a site');
  await user.click(screen.getByRole('button', { name: 'save changes' }));
  expect(await screen.findByText('first name is required')).toBeInTheDocument();
  expect(
    screen.getByText('please enter a web address, e.g. example.com'),
  ).toBeInTheDocument();
});

it('shows a failed save', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(mockError(userEndpoints.update, 'INTERNAL_ERROR'));
  const { user } = renderForm();
  await user.type(screen.getByLabelText(/^pronouns/), 's');
  await user.click(screen.getByRole('button', { name: 'save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'sorry, something went wrong',
  );
});

it('shows a field the server refuses under that field, not above the form', async () => {
  server.use(
    mockError(
      userEndpoints.update,
      'VALIDATION_ERROR',
      'workspaceName: this workspace name is reserved',
    ),
  );
  const { user } = renderForm();
  await user.type(screen.getByLabelText(/^workspace name/), 's');
  await user.click(screen.getByRole('button', { name: 'save changes' }));
  const field = screen.getByLabelText(/^workspace name/);
  expect(
    await screen.findByText('this workspace name is reserved'),
  ).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(/this workspace name is reserved/);
  // The field's own message is the only alert: no form-level failure above the actions.
  expect(screen.getAllByRole('alert')).toHaveLength(1);
});
