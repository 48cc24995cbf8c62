import type { Meta, StoryObj } from '@storybook/react-vite';
import { pendingEndpoints } from '@ruume/api-client/testing';
import { paymentEndpoints } from '@ruume/contracts';
import {
  billingUsers,
  failingBillingHandlers,
  withBillingAccount,
} from '../../testing';
import { CancelPlanImpact } from './cancel-plan-impact';

const meta = {
  title: 'billing/components/CancelPlanImpact',
  component: CancelPlanImpact,
  parameters: { layout: 'padded' },
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
} satisfies Meta<typeof CancelPlanImpact>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid recordings, donations and paid rooms: what stops and what goes on, counted. */
export const Counted: Story = {};

/** Nothing is sold: nothing to add to the confirmation. */
export const NothingSold: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      monetizedProducts: {
        paidRecordings: 0,
        donationRecordings: 0,
        paidRooms: 0,
      },
    }),
  ],
};

/** The count failed: the same facts in general words. */
export const CountFailed: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: failingBillingHandlers(),
    }),
  ],
};

/** The count is on its way: nothing yet. */
export const Counting: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: pendingEndpoints([paymentEndpoints.monetizedProducts]),
    }),
  ],
};
