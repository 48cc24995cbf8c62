import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterPage } from './register-page';

const meta = {
  title: 'auth/pages/RegisterPage',
  component: RegisterPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegisterPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
