import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockError } from '@ruume/api-client/testing';
import { monetizationMessages as text, roomEndpoints } from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
  monetizationUsers,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import { RoomEntrySales } from './room-entry-sales';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();
const user = monetizationUsers.onboarded;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

it('lists the entry fees per room and currency, in each currency’s format', async () => {
  server.use(...buildMonetizationAccountHandlers(user));
  renderWithAccount(<RoomEntrySales />, { user });
  expect(
    screen.getByRole('region', { name: text.roomSalesTitle }),
  ).toBeVisible();
  const table = await screen.findByRole('table', {
    name: text.roomSalesTitle,
  });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['room', 'currency', 'entries', 'gross', 'fees', 'net']);
  expect(
    cells(within(table).getByRole('row', { name: /office hours/ })),
  ).toEqual(['USD', '8', '$120.00', '$24.00', '$96.00']);
  expect(
    cells(within(table).getByRole('row', { name: /weekly sync/ })),
  ).toEqual(['CAD', '5', 'CA$50.00', 'CA$10.00', 'CA$40.00']);
  // A deleted meeting's entry fees stay, marked so.
  expect(
    within(table).getByRole('rowheader', { name: /spring workshop/ }),
  ).toHaveTextContent(`(${text.deletedRoom})`);
  // Net per currency over every room.
  expect(screen.getByText('$144.00')).toBeVisible();
  expect(screen.getAllByText('CA$40.00')).toHaveLength(2);
});

it('says when no guest has paid an entry fee yet', async () => {
  server.use(...buildMonetizationAccountHandlers(user, { roomSales: [] }));
  renderWithAccount(<RoomEntrySales />, { user });
  expect(await screen.findByText(text.roomSalesEmpty)).toBeVisible();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('says when the entry fees could not load, and tries again', async () => {
  server.use(...buildMonetizationAccountHandlers(user));
  server.use(mockError(roomEndpoints.sales, 'DATABASE_UNAVAILABLE'));
  renderWithAccount(<RoomEntrySales />, { user });
  expect(
    screen.getByRole('status', { name: text.roomSalesLoading }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    text.roomSalesLoadFailed,
  );

  // The server is back (handlers used last answer first): trying again shows the table.
  server.use(...buildMonetizationAccountHandlers(user));
  await userEvent.click(screen.getByRole('button', { name: text.tryAgain }));
  expect(
    await screen.findByRole('table', { name: text.roomSalesTitle }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
