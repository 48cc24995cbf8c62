import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordSuccessPage } from './reset-password-success-page';

const meta = {
  title: 'auth/pages/ResetPasswordSuccessPage',
  component: ResetPasswordSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordSuccessPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
