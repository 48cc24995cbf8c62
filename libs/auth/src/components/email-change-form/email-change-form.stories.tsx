import type { Meta, StoryObj } from '@storybook/react-vite';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { EmailChangeForm } from './email-change-form';

const meta = {
  title: 'auth/components/EmailChangeForm',
  component: EmailChangeForm,
  args: { user: houseUser },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
