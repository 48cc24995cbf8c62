import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockError, mockPending } from '@ruume/api-client/testing';
import { roomEndpoints } from '@ruume/contracts';
import {
  monetizationUsers,
  roomSales,
  withMonetizationAccount,
} from '../../testing';
import { RoomEntrySales } from './room-entry-sales';

const meta = {
  title: 'monetization/components/RoomEntrySales',
  component: RoomEntrySales,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RoomEntrySales>;

export default meta;
type Story = StoryObj<typeof meta>;

const host = monetizationUsers.onboarded;

/** Per room and currency, with the net per currency above; a deleted room's entries stay. */
export const WithEntries: Story = {
  decorators: [withMonetizationAccount(host, { roomSales })],
};

/** No guest has paid an entry fee yet. */
export const Empty: Story = {
  decorators: [withMonetizationAccount(host, { roomSales: [] })],
};

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(host, {
      handlers: [mockPending(roomEndpoints.sales)],
    }),
  ],
};

export const Failing: Story = {
  decorators: [
    withMonetizationAccount(host, {
      handlers: [mockError(roomEndpoints.sales, 'DATABASE_UNAVAILABLE')],
    }),
  ],
};
