import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  billingHandlersEmpty,
  billingHandlersFailing,
  billingHandlersLoading,
  billingUsers,
  withBillingAccount,
} from '../../testing';
import { PaymentMethodsPanel } from './payment-methods-panel';

const account = billingUsers.professionalMonthly;

const meta = {
  title: 'billing/components/PaymentMethodsPanel',
  component: PaymentMethodsPanel,
  parameters: { layout: 'padded' },
  args: { subscriptionId: account.planSubscription?.id },
  decorators: [withBillingAccount(account)],
} satisfies Meta<typeof PaymentMethodsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards; the visa pays for the plan. */
export const Cards: Story = {};

/** No card on file. */
export const Empty: Story = {
  decorators: [withBillingAccount(account, { handlers: billingHandlersEmpty })],
};

export const Loading: Story = {
  decorators: [
    withBillingAccount(account, { handlers: billingHandlersLoading }),
  ],
};

export const Failing: Story = {
  decorators: [
    withBillingAccount(account, { handlers: billingHandlersFailing }),
  ],
};
