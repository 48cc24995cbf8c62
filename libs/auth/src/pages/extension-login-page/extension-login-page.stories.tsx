import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExtensionLoginPage } from './extension-login-page';

const meta = {
  title: 'auth/pages/ExtensionLoginPage',
  component: ExtensionLoginPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExtensionLoginPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
