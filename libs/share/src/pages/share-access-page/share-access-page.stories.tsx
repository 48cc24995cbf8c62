import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { shareHandlers } from '../../testing';
import { ShareAccessPage } from './share-access-page';

const meta = {
  title: 'share/pages/ShareAccessPage',
  component: ShareAccessPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(shareHandlers)],
} satisfies Meta<typeof ShareAccessPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
