import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginPage } from './login-page';

const meta = {
  title: 'auth/pages/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
