import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordExpirePage } from './reset-password-expire-page';

const meta = {
  title: 'auth/pages/ResetPasswordExpirePage',
  component: ResetPasswordExpirePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordExpirePage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
