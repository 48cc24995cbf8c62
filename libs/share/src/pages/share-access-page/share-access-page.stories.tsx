import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareAccessPage } from './share-access-page';

const meta = {
  title: 'share/pages/ShareAccessPage',
  component: ShareAccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShareAccessPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
