import type { Meta, StoryObj } from '@storybook/react-vite';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { DeleteAccount } from './delete-account';

const meta = {
  title: 'auth/components/DeleteAccount',
  component: DeleteAccount,
  args: { user: houseUser },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof DeleteAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
