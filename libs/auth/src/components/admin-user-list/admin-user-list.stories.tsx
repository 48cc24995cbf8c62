import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminUsers } from '../../testing';
import { AdminUserList } from './admin-user-list';

const meta = {
  title: 'auth/components/AdminUserList',
  component: AdminUserList,
  args: {
    users: adminUsers.slice(0, 6),
    currentUserId: adminUsers[0].id,
    onAction: () => undefined,
  },
} satisfies Meta<typeof AdminUserList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {};
/** A new page of results is on its way: the old rows stay, under a running progress bar. */
export const Stale: Story = { args: { stale: true } };
export const Empty: Story = { args: { users: [] } };
