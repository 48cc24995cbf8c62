import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from './login-page';

const meta = {
  title: 'auth/pages/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', path: '/login' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { route: '/login' } };

/** After SPEC §8's session failure redirect. */
export const WithError: Story = {
  parameters: { route: '/login?error=your%20account%20has%20been%20blocked' },
};
