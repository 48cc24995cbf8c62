import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { buildCurrentUser } from '@ruume/contracts/testing';
import { authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { PersonalizationPage } from './personalization-page';

const newUser = buildCurrentUser({
  pronouns: null,
  workspaceName: null,
  workspaceRole: null,
  website: null,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...authHandlers.signedIn(newUser)));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const renderPage = () =>
  renderWithSession(<PersonalizationPage />, {
    route: '/personalization',
    path: '/personalization',
    user: newUser,
  });

// Node's File: the FormData that fetch sends here only takes Node blobs (jsdom's File is not one).
const photo = (bytes = 1024) =>
  new NodeFile([new Uint8Array(bytes)], 'me.png', {
    type: 'image/png',
  }) as unknown as File;

it('saves what changed and the photo (multipart PUT user), then opens the dashboard', async () => {
  let sent: FormData | undefined;
  server.use(
    http.put(apiUrl('user'), async ({ request }) => {
      sent = await request.formData();
      return HttpResponse.json({
        ...newUser,
        pronouns: 'she/her',
        workspaceName: 'acme studio',
        workspaceRole: 'teacher',
      });
    }),
  );
  const { user, store } = renderPage();
  expect(
    screen.getByRole('heading', { name: 'make ruume yours' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('first name')).toHaveValue('jane');
  await user.upload(
    screen.getByLabelText('add a photo', { selector: 'input' }),
    photo(),
  );
  expect(screen.getByText('me.png')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^pronouns/), 'she/her');
  await user.type(screen.getByLabelText(/^workspace name/), 'Acme Studio');
  await user.type(screen.getByLabelText(/^your role/), 'teacher');
  await user.click(screen.getByRole('button', { name: 'save and continue' }));

  expect(
    await screen.findByText('Navigated to /dashboard'),
  ).toBeInTheDocument();
  expect(sent?.get('pronouns')).toBe('she/her');
  expect(sent?.get('workspaceName')).toBe('Acme Studio');
  expect(sent?.get('workspaceRole')).toBe('teacher');
  expect(sent?.has('firstName')).toBe(false);
  expect((sent?.get('profilePic') as File).name).toBe('me.png');
  expect(store.getState().session.user?.workspaceRole).toBe('teacher');
});

it('skipping goes to the dashboard without saving', async () => {
  const { user } = renderPage();
  await user.type(screen.getByLabelText(/^pronouns/), 'she/her');
  await user.click(screen.getByRole('button', { name: 'skip for now' }));
  expect(
    await screen.findByText('Navigated to /dashboard'),
  ).toBeInTheDocument();
});

it('refuses a photo over 2 MB before uploading it', async () => {
  const { user } = renderPage();
  await user.upload(
    screen.getByLabelText('add a photo', { selector: 'input' }),
    photo(2 * 1024 * 1024 + 1),
  );
  expect(
    await screen.findByText(
      'upload error; review file. png, jpeg, jpg up to 2mb',
    ),
  ).toBeInTheDocument();
});

it('keeps the visitor here when saving fails', async () => {
  server.use(mockError(userEndpoints.update, 'INTERNAL_ERROR'));
  const { user } = renderPage();
  await user.type(screen.getByLabelText(/^pronouns/), 'she/her');
  await user.click(screen.getByRole('button', { name: 'save and continue' }));
  expect(
    await screen.findByText('sorry, something went wrong'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Navigated to/)).not.toBeInTheDocument();
});
