import type { Meta, StoryObj } from '@storybook/react-vite';
import { PersonalizationPage } from './personalization-page';

const meta = {
  title: 'auth/pages/PersonalizationPage',
  component: PersonalizationPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PersonalizationPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
