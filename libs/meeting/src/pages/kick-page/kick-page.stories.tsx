import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { meetingHandlers } from '../../testing';
import { KickPage } from './kick-page';

const meta = {
  title: 'meeting/pages/KickPage',
  component: KickPage,
  parameters: { layout: 'fullscreen', path: '/kick' },
  decorators: [withApi(meetingHandlers)],
} satisfies Meta<typeof KickPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReason: Story = {
  parameters: { route: '/kick?reason=spamming the chat' },
};

export const WithoutReason: Story = { parameters: { route: '/kick' } };
