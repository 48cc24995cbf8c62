import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from '@ruume/api-client/testing';
import { apiErrorBody } from '@ruume/contracts';
import { adminUser } from '@ruume/contracts/testing';
import { mockMatchMedia } from '@ruume/ui-kit/testing';
import { adminHandlers, adminUsers, authHandlers } from '../../testing';
import { renderWithSession } from '../../test-support/render-with-session';
import { AdminDashboardPage } from './admin-dashboard-page';

// 20 table rows per page: more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
const listCalls: URLSearchParams[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listCalls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/admin/users')) listCalls.push(url.searchParams);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const renderDashboard = (handlers = adminHandlers.directory()) => {
  server.use(...handlers, ...authHandlers.signedIn(adminUser));
  return renderWithSession(<AdminDashboardPage />, {
    user: adminUser,
    route: '/admin-dashboard',
    path: '/admin-dashboard',
  });
};

const rows = () =>
  within(screen.getByRole('table')).getAllByRole('row').slice(1);

it('shows the counts by status and by plan', async () => {
  renderDashboard();
  const counts = await screen.findByRole('list', { name: 'account counts' });
  expect(within(counts).getByText('accounts').parentElement).toHaveTextContent(
    'accounts24',
  );
  expect(within(counts).getByText('blocked').parentElement).toHaveTextContent(
    'blocked1',
  );
  expect(
    screen.getByRole('progressbar', { name: 'house (free)' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('progressbar', { name: 'business' }),
  ).toBeInTheDocument();
});

it('lists a page of accounts and pages through them', async () => {
  const { user } = renderDashboard();
  expect(
    await screen.findByRole('heading', { name: 'admin dashboard' }),
  ).toBeInTheDocument();
  await screen.findByText('jane.doe@example.com');
  expect(rows()).toHaveLength(20);
  expect(screen.getByText('1–20 of 24')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'next' }));
  expect(await screen.findByText('21–24 of 24')).toBeInTheDocument();
  expect(rows()).toHaveLength(4);
  expect(screen.getByRole('button', { name: 'next' })).toBeDisabled();
  expect(listCalls.at(-1)?.get('offset')).toBe('20');
});

it('searches as you type, once typing pauses', async () => {
  const { user } = renderDashboard();
  await screen.findByText('jane.doe@example.com');
  const before = listCalls.length;
  await user.type(
    screen.getByRole('searchbox', { name: 'search accounts' }),
    'curie',
  );
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.getByText('marie.curie@example.com')).toBeInTheDocument();
  expect(listCalls.slice(before).map((params) => params.get('search'))).toEqual(
    ['curie'],
  );
});

it('says when nothing matches', async () => {
  const { user } = renderDashboard();
  await screen.findByText('jane.doe@example.com');
  await user.type(
    screen.getByRole('searchbox', { name: 'search accounts' }),
    'nobody-at-all',
  );
  expect(
    await screen.findByText('no accounts match “nobody-at-all”'),
  ).toBeInTheDocument();
});

it('filters by status', async () => {
  const { user } = renderDashboard();
  await screen.findByText('jane.doe@example.com');
  await user.click(screen.getByRole('radio', { name: 'blocked' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.getByText('bo.business@example.com')).toBeInTheDocument();
  expect(listCalls.at(-1)?.get('status')).toBe('blocked');
});

it('blocks an account after confirmation', async () => {
  const { user } = renderDashboard();
  await screen.findByText('jane.doe@example.com');
  await user.click(
    screen.getByRole('button', { name: 'block jane.doe@example.com' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'block jane doe?' });
  await user.click(
    within(dialog).getByRole('button', { name: 'block account' }),
  );
  expect(await screen.findByText('jane doe is blocked.')).toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'unblock jane.doe@example.com' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('changes nothing when the confirmation is cancelled', async () => {
  const { user } = renderDashboard();
  await screen.findByText('jane.doe@example.com');
  await user.click(
    screen.getByRole('button', { name: 'unblock bo.business@example.com' }),
  );
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'cancel',
    }),
  );
  expect(
    screen.getByRole('button', { name: 'unblock bo.business@example.com' }),
  ).toBeInTheDocument();
});

it('changes a role after confirmation (PUT role)', async () => {
  let body: unknown;
  const { user } = renderDashboard([
    http.put(apiUrl('admin/users/:id/role'), async ({ request, params }) => {
      body = { id: params.id, ...((await request.clone().json()) as object) };
      return undefined; // fall through to the directory
    }),
    ...adminHandlers.directory(),
  ]);
  await screen.findByText('jane.doe@example.com');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'role of jane.doe@example.com' }),
    'ADMIN',
  );
  await user.click(
    within(
      await screen.findByRole('dialog', { name: 'make jane doe an admin?' }),
    ).getByRole('button', { name: 'make admin' }),
  );
  expect(
    await screen.findByText('jane doe is now an admin.'),
  ).toBeInTheDocument();
  expect(body).toEqual({ id: adminUsers[1].id, role: 'ADMIN' });
  await waitFor(() =>
    expect(
      screen.getByRole('combobox', { name: 'role of jane.doe@example.com' }),
    ).toHaveValue('ADMIN'),
  );
});

it('keeps the admin from blocking or demoting themselves', async () => {
  renderDashboard();
  await screen.findByText('admin@ruume.test');
  expect(
    screen.getByRole('button', { name: 'block admin@ruume.test' }),
  ).toBeDisabled();
  expect(
    screen.getByRole('combobox', { name: 'role of admin@ruume.test' }),
  ).toBeDisabled();
});

it('shows a refused action in the dialog', async () => {
  const { user } = renderDashboard([
    http.post(apiUrl('admin/users/:id/block'), () =>
      HttpResponse.json(apiErrorBody('CANNOT_BLOCK_SELF'), { status: 409 }),
    ),
    ...adminHandlers.directory(),
  ]);
  await screen.findByText('jane.doe@example.com');
  await user.click(
    screen.getByRole('button', { name: 'block jane.doe@example.com' }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: 'block account' }),
  );
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'you cannot block your own account.',
  );
});

it('shows an empty directory', async () => {
  renderDashboard(adminHandlers.directory([]));
  expect(await screen.findByText('no accounts here yet')).toBeInTheDocument();
});

it('shows a failed load with a way to retry', async () => {
  let fail = true;
  const { user } = renderDashboard([
    http.get(apiUrl('admin/users'), () =>
      fail
        ? HttpResponse.json(
            { error: 'INTERNAL_ERROR', message: 'sorry, something went wrong' },
            { status: 500 },
          )
        : undefined,
    ),
    ...adminHandlers.directory(),
  ]);
  expect(
    await screen.findByText('the accounts did not load'),
  ).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'try again' }));
  expect(await screen.findByText('jane.doe@example.com')).toBeInTheDocument();
});

it('shows accounts as cards on a phone', async () => {
  const media = mockMatchMedia(true);
  try {
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'accounts' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(cards).getByRole('button', { name: 'block jane.doe@example.com' }),
    ).toBeInTheDocument();
  } finally {
    media.restore();
  }
});
