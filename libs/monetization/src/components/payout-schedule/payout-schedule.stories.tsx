import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayoutSchedule } from './payout-schedule';

const meta = {
  title: 'monetization/components/PayoutSchedule',
  component: PayoutSchedule,
  parameters: { layout: 'padded' },
  args: { schedule: null },
} satisfies Meta<typeof PayoutSchedule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No payments account yet: daily, to the account once there is one. */
export const NoAccount: Story = {};

/** The sandbox: daily at 00:00 UTC. */
export const Sandbox: Story = {
  args: { schedule: { interval: 'daily', delay_days: 0, time_utc: '00:00' } },
};

/** Stripe: daily at its own time, each payment after the account's delay. */
export const Stripe: Story = {
  args: { schedule: { interval: 'daily', delay_days: 2, time_utc: null } },
};

/** An account the creator set to weekly payouts in the provider's dashboard. */
export const Weekly: Story = {
  args: { schedule: { interval: 'weekly', delay_days: 7, time_utc: null } },
};

/** Manual payouts: the creator asks for each one. */
export const Manual: Story = {
  args: { schedule: { interval: 'manual', delay_days: null, time_utc: null } },
};
