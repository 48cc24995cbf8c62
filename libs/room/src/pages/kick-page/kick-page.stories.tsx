import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { roomHandlers } from '../../testing';
import { KickPage } from './kick-page';

const meta = {
  title: 'room/pages/KickPage',
  component: KickPage,
  parameters: { layout: 'fullscreen', path: '/kick' },
  decorators: [withApi(roomHandlers)],
} satisfies Meta<typeof KickPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReason: Story = {
  parameters: { route: '/kick?reason=spamming the chat' },
};

export const WithoutReason: Story = { parameters: { route: '/kick' } };
