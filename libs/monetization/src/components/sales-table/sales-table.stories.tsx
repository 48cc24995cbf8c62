import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockError, mockPending } from '@ruume/api-client/testing';
import { recordingEndpoints } from '@ruume/contracts';
import {
  monetizationUsers,
  recordingSales,
  withMonetizationAccount,
} from '../../testing';
import { Sales } from './sales-table';

const meta = {
  title: 'monetization/components/Sales',
  component: Sales,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Sales>;

export default meta;
type Story = StoryObj<typeof meta>;

const creator = monetizationUsers.onboarded;

/** Per recording and currency, with the net per currency above; a deleted recording's stay. */
export const WithSales: Story = {
  decorators: [withMonetizationAccount(creator, { sales: recordingSales })],
};

/** Nothing sold yet. */
export const Empty: Story = {
  decorators: [withMonetizationAccount(creator, { sales: [] })],
};

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockPending(recordingEndpoints.sales)],
    }),
  ],
};

export const Failing: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockError(recordingEndpoints.sales, 'DATABASE_UNAVAILABLE')],
    }),
  ],
};
