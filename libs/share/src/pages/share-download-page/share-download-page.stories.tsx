import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareDownloadPage } from './share-download-page';

const meta = {
  title: 'share/pages/ShareDownloadPage',
  component: ShareDownloadPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShareDownloadPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
