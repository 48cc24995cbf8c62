import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { messages, monetizationMessages } from '@ruume/contracts';
import {
  connectedAccount,
  monetizationHandlersFailing,
  monetizationHandlersLoading,
  monetizationUsers,
  withMonetizationAccount,
} from '../../testing';
import { MonetizationPage } from './monetization-page';

const route = '/settings/monetization';

const meta = {
  title: 'monetization/pages/MonetizationPage',
  component: MonetizationPage,
  parameters: { layout: 'padded', route, path: route },
} satisfies Meta<typeof MonetizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No payments account yet: connect one. */
export const NoAccount: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.noAccount, {
      sales: [],
    }),
  ],
};

/** Created, onboarding not finished. */
export const Created: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.created)],
};

/** Onboarded: account details, earnings, payouts and sales (recordings and room entries). */
export const Onboarded: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('jan***@example.com');
  },
};

/** Onboarded on Stripe: payouts daily at Stripe's time, after the account's delay. */
export const OnboardedOnStripe: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      paymentAccount: {
        ...connectedAccount,
        payout_schedule: { interval: 'daily', delay_days: 2, time_utc: null },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('jan***@example.com');
  },
};

/** Business: every source earns, no upgrade offered. */
export const Business: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.business)],
};

/** House: earns from paid rooms only. */
export const House: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.house, {
      sales: [],
    }),
  ],
};

/** Everything on its way. */
export const Loading: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: monetizationHandlersLoading,
    }),
  ],
};

/** The server fails: each part says so and offers to try again. */
export const Failing: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: monetizationHandlersFailing,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(monetizationMessages.salesLoadFailed),
    ).toBeVisible();
  },
};

/** The files-and-recordings tab. */
export const RecordingsTab: Story = {
  parameters: { route: `${route}?tab=recordings` },
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', {
      name: 'product launch',
    });
  },
};

/** Disconnecting, confirmed: the toast, and the account is back to none. */
export const DisconnectFlow: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: monetizationMessages.disconnect,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: monetizationMessages.disconnect,
      }),
    );
    await expect(
      await screen.findByText(messages.stripeAccountDisconnected),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: monetizationMessages.connect }),
    ).toBeVisible();
  },
};
