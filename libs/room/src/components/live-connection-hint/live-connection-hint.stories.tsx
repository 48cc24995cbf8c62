import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveConnectionHint } from './live-connection-hint';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveConnectionHint',
  component: LiveConnectionHint,
  args: { ownLink: { uplink: 'good', downlink: 'good' } },
  decorators: [withLiveStage({ width: '48rem' })],
} satisfies Meta<typeof LiveConnectionHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What we send arrives poorly: others may miss us. */
export const OwnUplinkPoor: Story = {
  args: { ownLink: { uplink: 'poor', downlink: 'good' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text.ownUplinkPoor,
    );
  },
};

/** Everyone reaches us poorly: we may miss them. */
export const OwnDownlinkPoor: Story = {
  args: { ownLink: { uplink: 'good', downlink: 'poor' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text.ownDownlinkPoor,
    );
  },
};

/** Both ways poor: what we send is said first. */
export const BothWaysPoor: Story = {
  args: { ownLink: { uplink: 'poor', downlink: 'poor' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      text.ownUplinkPoor,
    );
  },
};

/** A good connection (or not measured yet): nothing is said. */
export const Good: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('status'),
    ).not.toBeInTheDocument();
  },
};
