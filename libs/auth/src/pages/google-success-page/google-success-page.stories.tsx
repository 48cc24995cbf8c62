import type { Meta, StoryObj } from '@storybook/react-vite';
import { GoogleSuccessPage } from './google-success-page';

const meta = {
  title: 'auth/pages/GoogleSuccessPage',
  component: GoogleSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GoogleSuccessPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
