import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayoutSchedule } from './payout-schedule';

const meta = {
  title: 'monetization/components/PayoutSchedule',
  component: PayoutSchedule,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PayoutSchedule>;

export default meta;

/** Daily at 00:00 UTC, to the connected account. */
export const Default: StoryObj<typeof meta> = {};
