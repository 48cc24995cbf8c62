import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordingsPage } from './recordings-page';

const meta = {
  title: 'monetization/pages/RecordingsPage',
  component: RecordingsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecordingsPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
