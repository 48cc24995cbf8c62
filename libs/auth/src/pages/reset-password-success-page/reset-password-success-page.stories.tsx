import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordSuccessPage } from './reset-password-success-page';

const meta = {
  title: 'auth/pages/ResetPasswordSuccessPage',
  component: ResetPasswordSuccessPage,
  parameters: { layout: 'fullscreen', route: '/auth/reset-password/success' },
} satisfies Meta<typeof ResetPasswordSuccessPage>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
