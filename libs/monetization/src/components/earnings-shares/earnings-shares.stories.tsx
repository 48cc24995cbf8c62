import type { Meta, StoryObj } from '@storybook/react-vite';
import { EarningsShares } from './earnings-shares';

const meta = {
  title: 'monetization/components/EarningsShares',
  component: EarningsShares,
  parameters: { layout: 'padded' },
  args: { tier: 'professional' },
} satisfies Meta<typeof EarningsShares>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid rooms only, and a way to more. */
export const House: Story = { args: { tier: 'house' } };
export const Student: Story = { args: { tier: 'student' } };
export const Professional: Story = {};
/** Every source: no upgrade to offer. */
export const Business: Story = { args: { tier: 'business' } };
