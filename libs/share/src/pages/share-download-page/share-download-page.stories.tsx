import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { shareHandlers } from '../../testing';
import { ShareDownloadPage } from './share-download-page';

const meta = {
  title: 'share/pages/ShareDownloadPage',
  component: ShareDownloadPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(shareHandlers)],
} satisfies Meta<typeof ShareDownloadPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
