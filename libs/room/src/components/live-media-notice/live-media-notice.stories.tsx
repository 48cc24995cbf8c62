import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveMediaNotice } from './live-media-notice';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveMediaNotice',
  component: LiveMediaNotice,
  args: { unavailable: false, capacity: null, moderator: true },
  decorators: [withLiveStage({ width: '48rem' })],
} satisfies Meta<typeof LiveMediaNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The video server stayed down: everyone is told, chat keeps working. */
export const MediaUnavailable: Story = {
  args: { unavailable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text.mediaUnavailableTitle,
    );
  },
};

/** This browser cannot reach the video server (the others can): told what may be in the way. */
export const MediaUnreachableFromHere: Story = {
  args: { unreachable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text.mediaUnreachableTitle,
    );
  },
};

/** The host learns why the room holds 4 people: no SFU to take more. */
export const CapacityLimitedForTheHost: Story = {
  args: { capacity: { participants: 4, limitedBy: 'no-sfu' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.capacityNoSfuTitle(4)),
    ).toBeInTheDocument();
  },
};

/** Guests are not told about the host's capacity. */
export const CapacityLimitedForAGuest: Story = {
  args: {
    capacity: { participants: 4, limitedBy: 'no-sfu' },
    moderator: false,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByText(text.capacityNoSfuTitle(4)),
    ).not.toBeInTheDocument();
  },
};
