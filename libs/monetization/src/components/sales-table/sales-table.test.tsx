import { screen, within } from '@testing-library/react';
import { mockError } from '@ruume/api-client/testing';
import {
  monetizationMessages as text,
  recordingEndpoints,
} from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
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

it('lists the sales per recording and currency, in each currency’s format', async () => {
  server.use(...buildMonetizationAccountHandlers(user));
  renderWithAccount(<Sales />, { user });
  const table = await screen.findByRole('table', { name: text.salesTitle });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual([
    'recording',
    'currency',
    'purchases',
    'donations',
    'gross',
    'fees',
    'net',
  ]);
  const masterclass = within(table).getByRole('row', {
    name: /pricing masterclass/,
  });
  expect(cells(masterclass)).toEqual([
    'USD',
    '12',
    '3',
    '$134.88',
    '$26.98',
    '$107.90',
  ]);
  expect(cells(within(table).getByRole('row', { name: /open talk/ }))).toEqual([
    'CAD',
    '0',
    '7',
    'CA$21.00',
    'CA$4.20',
    'CA$16.80',
  ]);
  // A deleted recording's sales stay, marked so.
  expect(
    within(table).getByRole('rowheader', { name: /spring webinar/ }),
  ).toHaveTextContent('(deleted recording)');
  // Net per currency over every recording.
  expect(screen.getByText('$131.90')).toBeVisible();
  expect(screen.getAllByText('CA$16.80')).toHaveLength(2);
});

it('says when nothing is sold yet', async () => {
  server.use(...buildMonetizationAccountHandlers(user, { sales: [] }));
  renderWithAccount(<Sales />, { user });
  expect(await screen.findByText(text.salesEmpty)).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says when the sales could not load', async () => {
  server.use(...buildMonetizationAccountHandlers(user));
  server.use(mockError(recordingEndpoints.sales, 'DATABASE_UNAVAILABLE'));
  renderWithAccount(<Sales />, { user });
  expect(
    screen.getByRole('status', { name: text.salesLoading }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    text.salesLoadFailed,
  );
});
