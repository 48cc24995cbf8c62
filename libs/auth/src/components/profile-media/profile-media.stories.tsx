import type { Meta, StoryObj } from '@storybook/react-vite';
import { houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { ProfileMedia } from './profile-media';

const meta = {
  title: 'auth/components/ProfileMedia',
  component: ProfileMedia,
  args: { user: houseUser },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof ProfileMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
