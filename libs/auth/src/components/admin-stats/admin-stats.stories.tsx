import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminStats, statsOf } from '../../testing';
import { AdminStats } from './admin-stats';

const meta = {
  title: 'auth/components/AdminStats',
  component: AdminStats,
  args: { stats: adminStats },
} satisfies Meta<typeof AdminStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};
export const NoAccounts: Story = { args: { stats: statsOf([]) } };
