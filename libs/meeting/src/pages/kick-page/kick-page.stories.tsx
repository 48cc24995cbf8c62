import type { Meta, StoryObj } from '@storybook/react-vite';
import { KickPage } from './kick-page';

const meta = {
  title: 'meeting/pages/KickPage',
  component: KickPage,
  parameters: { layout: 'fullscreen', path: '/kick' },
} satisfies Meta<typeof KickPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReason: Story = { parameters: { route: '/kick?reason=spamming the chat' } };

export const WithoutReason: Story = { parameters: { route: '/kick' } };
