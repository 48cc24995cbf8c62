import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSession } from '../../testing';
import { ResendVerification } from './resend-verification';

const meta = {
  title: 'auth/components/ResendVerification',
  component: ResendVerification,
  args: { email: 'jane.doe@example.com' },
  decorators: [withSession(null)],
} satisfies Meta<typeof ResendVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'send the link again' } };
