import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import {
  guestAda,
  guestBo,
  guestCy,
  hostJane,
} from '../../test-support/live-fixtures';
import {
  useFakeStreams,
  withLiveStage,
} from '../../test-support/stage-fixtures';
import { LiveTile, type LiveTileProps } from './live-tile';

const text = liveRoomMessages;

/** The tile with a canvas-drawn camera where the browser can stream one (avatars in jsdom). */
function LiveTileOnCamera(props: LiveTileProps) {
  const streams = useFakeStreams([props.participant]);
  return (
    <LiveTile
      {...props}
      stream={props.stream ?? streams[props.participant.id] ?? null}
    />
  );
}

const meta = {
  title: 'room/components/LiveTile',
  component: LiveTile,
  render: (args) => <LiveTileOnCamera {...args} />,
  args: { participant: guestAda, stream: null, quality: 'good' },
  decorators: [withLiveStage({ width: '24rem', list: true })],
} satisfies Meta<typeof LiveTile>;

export default meta;
type Story = StoryObj<typeof meta>;

const findsName = (name: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByText(name);
  },
});

/** Camera on: their picture, name and a good link. */
export const CameraOn: Story = findsName('ada lovelace');

/** Camera off: their initials instead. */
export const CameraOff: Story = {
  args: { participant: guestCy },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'cy okafor' }),
    ).toBeInTheDocument();
  },
};

/** Muted: the crossed microphone by the name. */
export const Muted: Story = {
  args: { participant: guestBo, quality: 'fair' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: text.micOff }),
    ).toBeInTheDocument();
  },
};

/** A raised hand, in the corner. */
export const HandRaised: Story = {
  args: { participant: { ...guestAda, handRaised: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: text.handRaised }),
    ).toBeInTheDocument();
  },
};

/** The one speaking: a ring round the tile. */
export const ActiveSpeaker: Story = {
  args: { speaking: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.speaking);
  },
};

/** A poor link to them: one bar of three. */
export const PoorConnection: Story = {
  args: { quality: 'poor' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: text.quality.poor }),
    ).toBeInTheDocument();
  },
};

/** Nothing from them for a few seconds though they send: their tile says so in words. */
export const ConnectionLost: Story = {
  args: { quality: 'lost' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.quality.lost),
    ).toBeInTheDocument();
  },
};

/** A phone's narrow tile (two columns at 375 px): the name gives way, 'connection lost' stays. */
export const ConnectionLostOnAPhone: Story = {
  args: { quality: 'lost' },
  parameters: { liveStage: { width: '11rem' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.quality.lost),
    ).toBeInTheDocument();
  },
};

/** The link not measured yet: no bars lit. */
export const ConnectionUnknown: Story = { args: { quality: 'unknown' } };

/** Their shared screen, big: fitted whole rather than cropped. */
export const ScreenShare: Story = {
  args: { participant: { ...guestAda, screen: true }, spotlight: true },
  parameters: { liveStage: { width: '40rem', height: '24rem' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: text.sharingScreen }),
    ).toBeInTheDocument();
  },
};

/** Ourselves, the host: '(you)', mirrored, no link bars. */
export const Self: Story = {
  args: { participant: hostJane, isSelf: true, quality: undefined },
  ...findsName(text.you('jane cooper')),
};

/** Ourselves with the camera and microphone off. */
export const SelfCameraOff: Story = {
  args: {
    participant: { ...hostJane, video: false, audio: false },
    isSelf: true,
    quality: undefined,
  },
  ...findsName(text.you('jane cooper')),
};
