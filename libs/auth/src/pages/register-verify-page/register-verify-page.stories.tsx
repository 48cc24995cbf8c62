import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterVerifyPage } from './register-verify-page';

const meta = {
  title: 'auth/pages/RegisterVerifyPage',
  component: RegisterVerifyPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterVerifyPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
