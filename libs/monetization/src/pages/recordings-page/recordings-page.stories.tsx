import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { monetizationHandlers } from '../../testing';
import { RecordingsPage } from './recordings-page';

const meta = {
  title: 'monetization/pages/RecordingsPage',
  component: RecordingsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(monetizationHandlers)],
} satisfies Meta<typeof RecordingsPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
