import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockError, mockPending } from '@ruume/api-client/testing';
import { monetizationMessages, paymentEndpoints } from '@ruume/contracts';
import { monetizationUsers, withMonetizationAccount } from '../../testing';
import { PaymentAccount } from './payment-account';

const meta = {
  title: 'monetization/components/PaymentAccount',
  component: PaymentAccount,
  parameters: { layout: 'padded' },
  args: { stripeInfo: monetizationUsers.onboarded.stripeInfo },
} satisfies Meta<typeof PaymentAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: connect one. */
export const NoAccount: Story = {
  args: { stripeInfo: null },
  decorators: [withMonetizationAccount(monetizationUsers.noAccount)],
};

/** Created, onboarding not finished: continue it. */
export const Created: Story = {
  args: { stripeInfo: monetizationUsers.created.stripeInfo },
  decorators: [withMonetizationAccount(monetizationUsers.created)],
};

/** Onboarded: its details and disconnect. */
export const Onboarded: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('jan***@example.com'),
    ).toBeVisible();
  },
};

/** The details are on their way. */
export const Loading: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [mockPending(paymentEndpoints.stripeAccount)],
    }),
  ],
};

/** The details could not load: why, and try again. */
export const Failing: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [mockError(paymentEndpoints.stripeAccount, 'INTERNAL_ERROR')],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        monetizationMessages.accountLoadFailed,
      ),
    ).toBeVisible();
  },
};

/** Creating the account failed: the server's message. */
export const ConnectFails: Story = {
  args: { stripeInfo: null },
  decorators: [
    withMonetizationAccount(monetizationUsers.noAccount, {
      handlers: [
        mockError(paymentEndpoints.createStripeAccount, 'INTERNAL_ERROR'),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: monetizationMessages.connect }),
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
