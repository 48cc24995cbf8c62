import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { liveRoomId, liveStates } from '../../test-support/live-fixtures';
import { LiveStatusScreen } from './live-status-screen';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveStatusScreen',
  component: LiveStatusScreen,
  args: {
    phase: 'connecting',
    roomId: liveRoomId,
    displayName: 'jane cooper',
    onLeave: fn(),
    onReconnect: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LiveStatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const findsHeading = (name: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByRole('heading', { name, level: 1 });
  },
});

/** The socket is opening. */
export const Connecting: Story = findsHeading(text.connecting);

/** In the waiting room, under the name they gave, until a host lets them in. */
export const Waiting: Story = {
  args: { phase: 'waiting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: text.waitingTitle });
    await expect(
      canvas.getByText(text.waitingAs('jane cooper')),
    ).toBeInTheDocument();
  },
};

/** The host did not let them in: back to the room page or home. */
export const Denied: Story = {
  args: { phase: 'denied' },
  ...findsHeading(text.deniedTitle),
};

/** The host ended the room for everyone. */
export const Ended: Story = {
  args: { phase: 'ended' },
  ...findsHeading(text.endedTitle),
};

/** Another tab took over: 'use here' takes it back. */
export const Replaced: Story = {
  args: { phase: 'replaced' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: text.useHere }),
    ).toBeInTheDocument();
  },
};

/** The room refused the entry, with its reason (locked). */
export const Refused: Story = {
  args: {
    phase: 'refused',
    refusal: liveStates.refused.refusal.message,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(liveStates.refused.refusal.message);
  },
};

/** Every retry failed: 'try again'. */
export const Failed: Story = {
  args: { phase: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: text.tryAgain }),
    ).toBeInTheDocument();
  },
};
