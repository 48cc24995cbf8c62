import type { Meta, StoryObj } from '@storybook/react-vite';
import { socialUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { CreatePasswordForm } from './create-password-form';

const meta = {
  title: 'auth/components/CreatePasswordForm',
  component: CreatePasswordForm,
  args: { user: socialUser, idPrefix: 'story' },
  decorators: [withSession(socialUser)],
} satisfies Meta<typeof CreatePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
