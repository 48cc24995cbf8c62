import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'auth/pages/ResetPasswordPage',
  component: ResetPasswordPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
