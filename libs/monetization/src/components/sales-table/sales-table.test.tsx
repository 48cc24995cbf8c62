import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockError, troubledNextPage } from '@ruume/api-client/testing';
import {
  messages,
  monetizationMessages as text,
  salesEndpoints,
} from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
  creatorSales,
  monetizationUsers,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import { Sales } from './sales-table';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();
const user = monetizationUsers.onboarded;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

it('lists recordings and room entries in one table, each row with its kind and amounts', async () => {
  server.use(...buildMonetizationAccountHandlers(user));
  renderWithAccount(<Sales />, { user });
  const table = await screen.findByRole('table', { name: text.salesTitle });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual([
    'product',
    'kind',
    'currency',
    'purchases',
    'donations',
    'gross',
    'fees',
    'net',
  ]);
  expect(
    cells(within(table).getByRole('row', { name: /pricing masterclass/ })),
  ).toEqual(['recording', 'USD', '12', '3', '$134.88', '$26.98', '$107.90']);
  expect(
    cells(within(table).getByRole('row', { name: /office hours/ })),
  ).toEqual(['room entry', 'USD', '8', '0', '$120.00', '$24.00', '$96.00']);
  expect(cells(within(table).getByRole('row', { name: /open talk/ }))).toEqual([
    'recording',
    'CAD',
    '0',
    '7',
    'CA$21.00',
    'CA$4.20',
    'CA$16.80',
  ]);
  // Deleted products' sales stay, marked by their kind.
  expect(
    within(table).getByRole('rowheader', { name: /spring webinar/ }),
  ).toHaveTextContent('(deleted recording)');
  expect(
    within(table).getByRole('rowheader', { name: /spring workshop/ }),
  ).toHaveTextContent('(deleted room)');
  // Net per currency over every row: 107.90 + 96.00 + 24.00 + 48.00 usd; 16.80 + 40.00 cad.
  expect(screen.getByText('$275.90')).toBeVisible();
  expect(screen.getByText('CA$56.80')).toBeVisible();
  expect(screen.queryByText(text.salesTotalsPartial)).not.toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: messages.loadMore }),
  ).not.toBeInTheDocument();
});

it('loads the next page on request, until there is none', async () => {
  server.use(...buildMonetizationAccountHandlers(user, { salesPageSize: 4 }));
  renderWithAccount(<Sales />, { user });
  const table = await screen.findByRole('table', { name: text.salesTitle });
  expect(names(table)).toHaveLength(4);
  expect(screen.getByText(text.salesTotalsPartial)).toBeVisible();
  await userEvent.click(
    screen.getByRole('button', { name: messages.loadMore }),
  );
  await screen.findByRole('rowheader', { name: /spring workshop/ });
  expect(names(table)).toEqual(
    creatorSales.map((row) =>
      row.productId === null
        ? `${row.productName} (${text.deletedProduct[row.kind]})`
        : row.productName,
    ),
  );
  expect(
    screen.queryByRole('button', { name: messages.loadMore }),
  ).not.toBeInTheDocument();
  expect(screen.queryByText(text.salesTotalsPartial)).not.toBeInTheDocument();
});

it('keeps the rows shown when the next page fails, and tries again', async () => {
  const page = troubledNextPage(
    salesEndpoints.list,
    creatorSales,
    'failing',
    4,
  );
  server.use(page.handler, ...buildMonetizationAccountHandlers(user));
  renderWithAccount(<Sales />, { user });
  await userEvent.click(
    await screen.findByRole('button', { name: messages.loadMore }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    messages.loadMoreFailed,
  );
  expect(
    within(screen.getByRole('table')).getAllByRole('rowheader'),
  ).toHaveLength(4);
  page.recover();
  await userEvent.click(screen.getByRole('button', { name: text.tryAgain }));
  await screen.findByRole('rowheader', { name: /spring workshop/ });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says when nothing is sold yet', async () => {
  server.use(...buildMonetizationAccountHandlers(user, { sales: [] }));
  renderWithAccount(<Sales />, { user });
  expect(await screen.findByText(text.salesEmpty)).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says when the sales could not load, and offers to try again', async () => {
  server.use(...buildMonetizationAccountHandlers(user));
  server.use(mockError(salesEndpoints.list, 'DATABASE_UNAVAILABLE'));
  renderWithAccount(<Sales />, { user });
  expect(
    screen.getByRole('status', { name: text.salesLoading }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    text.salesLoadFailed,
  );
  expect(screen.getByRole('button', { name: text.tryAgain })).toBeVisible();
});
