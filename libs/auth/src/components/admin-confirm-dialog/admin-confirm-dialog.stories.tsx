import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminUsers } from '../../testing';
import { AdminConfirmDialog } from './admin-confirm-dialog';

const meta = {
  title: 'auth/components/AdminConfirmDialog',
  component: AdminConfirmDialog,
  args: {
    action: { kind: 'block', user: adminUsers[1] },
    busy: false,
    error: null,
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof AdminConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmBlock: Story = {};
export const ConfirmRoleChange: Story = {
  args: { action: { kind: 'role', user: adminUsers[1], role: 'ADMIN' } },
};
export const Busy: Story = { args: { busy: true } };
export const Refused: Story = {
  args: { error: 'you cannot block your own account.' },
};
