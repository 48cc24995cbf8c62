import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordExpirePage } from './reset-password-expire-page';

const meta = {
  title: 'auth/pages/ResetPasswordExpirePage',
  component: ResetPasswordExpirePage,
  parameters: { layout: 'fullscreen', route: '/auth/reset-password/expire' },
} satisfies Meta<typeof ResetPasswordExpirePage>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
