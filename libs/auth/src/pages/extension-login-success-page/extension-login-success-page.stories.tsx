import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtensionLoginSuccessPage } from './extension-login-success-page';

const meta = {
  title: 'auth/pages/ExtensionLoginSuccessPage',
  component: ExtensionLoginSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExtensionLoginSuccessPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
