import type { Meta, StoryObj } from '@storybook/react-vite';
import { houseUser, socialUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { PasswordChangeForm } from './password-change-form';

const meta = {
  title: 'auth/components/PasswordChangeForm',
  component: PasswordChangeForm,
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCurrentPassword: Story = {};
/** A Google user has no password yet: no current-password field. */
export const SocialUser: Story = { decorators: [withSession(socialUser)] };
