import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockError } from '@ruume/api-client/testing';
import { authEndpoints } from '@ruume/contracts';
import { withSession } from '../../testing';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'auth/components/SignInForm',
  component: SignInForm,
  args: { onSignedIn: () => undefined },
  decorators: [withSession(null)],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const RateLimited: Story = {
  decorators: [
    withSession(null, [mockError(authEndpoints.login, 'RATE_LIMITED')]),
  ],
};
