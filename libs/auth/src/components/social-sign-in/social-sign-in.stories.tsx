import type { Meta, StoryObj } from '@storybook/react-vite';
import { authHandlers, withSession } from '../../testing';
import { SocialSignIn } from './social-sign-in';

const meta = {
  title: 'auth/components/SocialSignIn',
  component: SocialSignIn,
  decorators: [withSession(null)],
} satisfies Meta<typeof SocialSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Google sign-in is configured on this server. */
export const GoogleOn: Story = {
  decorators: [withSession(null, [authHandlers.providers(true)])],
};
/** Not configured: nothing shows. */
export const GoogleOff: Story = {};
