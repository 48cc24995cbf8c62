import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ROOM_REACTIONS, liveRoomMessages } from '@ruume/contracts';
import {
  guestAda,
  guestBo,
  hostJane,
  liveNow,
  liveStates,
} from '../../test-support/live-fixtures';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { participantName } from '../../live/room-state';
import { LiveReactions } from './live-reactions';

const text = liveRoomMessages;
const room = liveStates.reactions;
const people = [hostJane, guestAda, guestBo];

const meta = {
  title: 'room/components/LiveReactions',
  component: LiveReactions,
  args: {
    reactions: room.reactions,
    nameOf: (id) => participantName(room, id),
  },
  decorators: [withLiveStage({ width: '32rem', height: '28rem' })],
} satisfies Meta<typeof LiveReactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two reactions rising (and fading after 4 s), each with who sent it. */
export const Two: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        text.reactionFrom('ada lovelace', text.reactions.clap),
      ),
    ).toBeInTheDocument();
  },
};

/** One of each reaction at once. */
export const EveryReaction: Story = {
  args: {
    reactions: ROOM_REACTIONS.map((reaction, index) => ({
      id: `r-${reaction}`,
      from: people[index % people.length].id,
      reaction,
      at: liveNow,
    })),
    nameOf: (id) => people.find((p) => p.id === id)?.displayName,
  },
};

/** Nothing sent: the (empty) live region stays for screen readers. */
export const None: Story = { args: { reactions: [] } };
