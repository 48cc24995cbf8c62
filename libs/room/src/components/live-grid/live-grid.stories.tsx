import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type RoomParticipant, liveRoomMessages } from '@ruume/contracts';
import {
  buildParticipant,
  guestAda,
  guestBo,
  guestCy,
  hostJane,
} from '../../test-support/live-fixtures';
import {
  useFakeStreams,
  withLiveStage,
} from '../../test-support/stage-fixtures';
import { thirtyOthers, thirtySpeakers } from '../../test-support/sfu-fixtures';
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

/** Ada shares her screen (peer-to-peer): it takes the stage, everyone's camera in a strip. */
export const ScreenShare: Story = {
  args: {
    participants: [hostJane, { ...guestAda, screen: true }, guestBo, guestCy],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('list', { name: text.screenOf('ada lovelace') }),
    ).toBeInTheDocument();
    const strip = canvas.getByRole('list', { name: text.cameraStripLabel });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** We share our screen: it takes the stage and our camera stays in the strip. */
export const OwnScreenOnStage: Story = {
  render: function OwnScreen(args) {
    const streams = useFakeStreams(args.participants);
    const screen = useFakeStreams([{ ...hostJane, id: 'screen' }]);
    return (
      <LiveGrid
        {...args}
        streams={streams}
        screens={{ [hostJane.id]: screen['screen'] ?? null }}
      />
    );
  },
  args: {
    participants: [{ ...hostJane, screen: true }, guestAda, guestBo],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('list', { name: text.screenOf('jane cooper') }),
    ).toBeInTheDocument();
    const strip = canvas.getByRole('list', { name: text.cameraStripLabel });
    await expect(
      within(strip).getByText(text.you('jane cooper')),
    ).toBeInTheDocument();
  },
};

/** Thirty people: the recent speakers after us, sixteen a page. */
export const ThirtyFirstPage: Story = {
  args: {
    participants: [hostJane, ...thirtyOthers],
    recentSpeakers: thirtySpeakers,
    activeSpeakerId: 'p-wen',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = canvas.getByRole('list', { name: text.stageLabel });
    const tiles = within(stage).getAllByRole('listitem');
    await expect(tiles).toHaveLength(16);
    await expect(tiles[1]).toHaveTextContent('wen example');
    await expect(
      canvas.getByRole('button', { name: text.previousPage }),
    ).toBeDisabled();
  },
};

/** Thirty people, the second page after 'next people'. */
export const ThirtySecondPage: Story = {
  args: { participants: [hostJane, ...thirtyOthers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.nextPage }));
    await expect(canvas.getByText(text.pageOf(2, 2))).toBeInTheDocument();
    const stage = canvas.getByRole('list', { name: text.stageLabel });
    await expect(within(stage).getAllByRole('listitem')).toHaveLength(14);
  },
};
