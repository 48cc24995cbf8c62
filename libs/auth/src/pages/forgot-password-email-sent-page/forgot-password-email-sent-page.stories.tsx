import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordEmailSentPage } from './forgot-password-email-sent-page';

const meta = {
  title: 'auth/pages/ForgotPasswordEmailSentPage',
  component: ForgotPasswordEmailSentPage,
  parameters: {
    layout: 'fullscreen',
    route: '/auth/forgot-password/email-sent',
  },
} satisfies Meta<typeof ForgotPasswordEmailSentPage>;

export default meta;

/** Reached from the forgot-password form (which passes the address in router state). */
export const Default: StoryObj<typeof meta> = {};
