import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type RoomParticipant, liveRoomMessages } from '@ruume/contracts';
import {
  buildParticipant,
  guestAda,
  guestBo,
  guestCy,
  hostJane,
  useFakeStreams,
  withLiveStage,
} from '../../live/live-fixtures';
import { LiveGrid, type LiveGridProps } from './live-grid';

const text = liveRoomMessages;

/** The grid with canvas-drawn cameras where the browser can stream them (avatars in jsdom). */
function LiveGridOnCameras(props: LiveGridProps) {
  const streams = useFakeStreams(props.participants);
  return <LiveGrid {...props} streams={{ ...streams, ...props.streams }} />;
}

const four: RoomParticipant[] = [hostJane, guestAda, guestBo, guestCy];
const quality: LiveGridProps['quality'] = {
  [guestAda.id]: 'good',
  [guestBo.id]: 'fair',
  [guestCy.id]: 'poor',
};

/** Nine people: three columns. */
const nine: RoomParticipant[] = [
  ...four,
  ...['fay moreau', 'gus lind', 'hana sato', 'ivo petrov', 'jo kim'].map(
    (displayName, index) =>
      buildParticipant({
        id: `p-extra-${index}`,
        displayName,
        video: index % 2 === 0,
        audio: index !== 1,
      }),
  ),
];

const meta = {
  title: 'room/components/LiveGrid',
  component: LiveGrid,
  render: (args) => <LiveGridOnCameras {...args} />,
  args: {
    participants: four,
    selfId: hostJane.id,
    streams: {},
    activeSpeakerId: null,
    quality,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withLiveStage({ height: '100vh' })],
} satisfies Meta<typeof LiveGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const countsTiles = (count: number) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const stage = within(canvasElement).getByRole('list', {
      name: text.stageLabel,
    });
    await expect(within(stage).getAllByRole('listitem')).toHaveLength(count);
  },
});

/** Alone: one big tile. */
export const Alone: Story = {
  args: { participants: [hostJane] },
  ...countsTiles(1),
};

/** Two people side by side; ada is speaking. */
export const TwoSpeaking: Story = {
  args: { participants: [hostJane, guestAda], activeSpeakerId: guestAda.id },
  ...countsTiles(2),
};

/** Four in two columns: one muted, one with the camera off, a link of each quality. */
export const Four: Story = countsTiles(4);

/** Nine in three columns. */
export const Nine: Story = {
  args: { participants: nine },
  ...countsTiles(9),
};

/** Ada shares her screen: it takes the stage, the others in a strip below. */
export const ScreenShare: Story = {
  args: {
    participants: [hostJane, { ...guestAda, screen: true }, guestBo, guestCy],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('list', { name: text.screenOf('ada lovelace') }),
    ).toBeInTheDocument();
    const strip = canvas.getByRole('list', { name: text.stageLabel });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
  },
};
