import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  mockError,
  mockPending,
  troubledNextPage,
} from '@ruume/api-client/testing';
import { messages, salesEndpoints } from '@ruume/contracts';
import { loadNextPage } from '@ruume/ui-kit/testing';
import {
  creatorSales,
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

/** Four rows a page, the next pages failing or never answering: the "load more" states. */
const troubledSales = (trouble: 'failing' | 'pending') =>
  troubledNextPage(salesEndpoints.list, creatorSales, trouble, 4).handler;

/**
 * More sales than a page holds: the totals say so, and the next page loads as the table's end
 * scrolls near, or on 'load more'.
 */
export const MorePages: Story = {
  decorators: [withMonetizationAccount(creator, { salesPageSize: 4 })],
};

/** The next page on its way. */
export const LoadingMore: Story = {
  decorators: [
    withMonetizationAccount(creator, { handlers: [troubledSales('pending')] }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
    await loadNextPage(canvasElement);
  },
};

/** The next page failed: why, and a way to try again; the rows shown stay. */
export const MoreFailing: Story = {
  decorators: [
    withMonetizationAccount(creator, { handlers: [troubledSales('failing')] }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await loadNextPage(canvasElement);
    await expect(
      await canvas.findByText(messages.loadMoreFailed),
    ).toBeVisible();
  },
};
