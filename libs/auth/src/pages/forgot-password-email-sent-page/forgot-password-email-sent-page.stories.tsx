import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordEmailSentPage } from './forgot-password-email-sent-page';

const meta = {
  title: 'auth/pages/ForgotPasswordEmailSentPage',
  component: ForgotPasswordEmailSentPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordEmailSentPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
