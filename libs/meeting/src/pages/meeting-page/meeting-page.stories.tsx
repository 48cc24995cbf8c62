import type { Meta, StoryObj } from '@storybook/react-vite';
import { MeetingPage } from './meeting-page';

const meta = {
  title: 'meeting/pages/MeetingPage',
  component: MeetingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MeetingPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
