import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockError, mockPending } from '@ruume/api-client/testing';
import { monetizationMessages as text, salesEndpoints } from '@ruume/contracts';
import {
  creatorSales,
  troubledSecondSalesPage,
  monetizationUsers,
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

/**
 * Recordings and room entries in one table, per product and currency, the net per currency
 * above; deleted products' sales stay.
 */
export const WithSales: Story = {
  decorators: [withMonetizationAccount(creator, { sales: creatorSales })],
};

/** Nothing sold yet. */
export const Empty: Story = {
  decorators: [withMonetizationAccount(creator, { sales: [] })],
};

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockPending(salesEndpoints.list)],
    }),
  ],
};

export const Failing: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockError(salesEndpoints.list, 'DATABASE_UNAVAILABLE')],
    }),
  ],
};

/** More sales than a page holds: the totals say so, and a button loads the next page. */
export const MorePages: Story = {
  decorators: [withMonetizationAccount(creator, { salesPageSize: 4 })],
};

/** The next page on its way. */
export const LoadingMore: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [troubledSecondSalesPage('pending').handler],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.salesLoadMore }),
    );
  },
};

/** The next page failed: why, and a way to try again; the rows shown stay. */
export const MoreFailing: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [troubledSecondSalesPage('failing').handler],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.salesLoadMore }),
    );
    await expect(await canvas.findByText(text.salesMoreFailed)).toBeVisible();
  },
};
