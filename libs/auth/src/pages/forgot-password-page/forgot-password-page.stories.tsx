import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'auth/pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
