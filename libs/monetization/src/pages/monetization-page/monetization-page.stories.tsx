import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { monetizationHandlers } from '../../testing';
import { MonetizationPage } from './monetization-page';

const meta = {
  title: 'monetization/pages/MonetizationPage',
  component: MonetizationPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(monetizationHandlers)],
} satisfies Meta<typeof MonetizationPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
