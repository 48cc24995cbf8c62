import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveReconnectingBanner } from './live-reconnecting-banner';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveReconnectingBanner',
  component: LiveReconnectingBanner,
  args: { onReconnectNow: fn() },
  decorators: [withLiveStage({ width: '48rem' })],
} satisfies Meta<typeof LiveReconnectingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socket dropped: the call stays underneath; 'reconnect now' skips the wait. */
export const Reconnecting: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: text.reconnectNow }),
    ).toBeInTheDocument();
  },
};

/** On a phone the words wrap above the button. */
export const Phone: Story = {
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  parameters: { liveStage: { width: '20rem' } },
};

/** The room's video server went away: everyone sees this while the api recreates the room. */
export const MediaReconnecting: Story = {
  args: { what: 'media' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(text.mediaReconnectingText),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: text.reconnectNow }),
    ).not.toBeInTheDocument();
  },
};
