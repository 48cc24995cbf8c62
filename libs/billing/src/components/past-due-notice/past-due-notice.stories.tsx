import type { Meta, StoryObj } from '@storybook/react-vite';
import { billingUsers, withBillingAccount } from '../../testing';
import { PastDueNotice } from './past-due-notice';

const meta = {
  title: 'billing/components/PastDueNotice',
  component: PastDueNotice,
  parameters: { layout: 'padded' },
  decorators: [withBillingAccount(billingUsers.pastDue)],
} satisfies Meta<typeof PastDueNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last renewal failed: the notice asks for a new card. */
export const PastDue: Story = {};

/** Any other plan state: nothing shows. */
export const Active: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
};

/** The free plan: nothing shows. */
export const House: Story = {
  decorators: [withBillingAccount(billingUsers.houseWithTrial)],
};
