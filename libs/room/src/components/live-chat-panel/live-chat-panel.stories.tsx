import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import {
  chatHistory,
  guestAda,
  hostJane,
} from '../../test-support/live-fixtures';
import {
  longChatMessages,
  withLiveStage,
} from '../../test-support/stage-fixtures';
import { withViewerTimeZone } from '../../testing';
import { LiveChatPanel } from './live-chat-panel';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveChatPanel',
  component: LiveChatPanel,
  args: {
    messages: chatHistory,
    selfId: hostJane.id,
    canSend: true,
    onSend: fn(() => true),
    onClose: fn(),
  },
  decorators: [withViewerTimeZone(), withLiveStage({ height: '36rem' })],
} satisfies Meta<typeof LiveChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody has written yet. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.chatEmpty),
    ).toBeInTheDocument();
  },
};

/** The history a late joiner receives; our own messages on the other side. */
export const History: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('log', { name: text.chatLog }),
    ).toBeInTheDocument();
  },
};

/** Long messages and a long link wrap inside their bubbles; the log scrolls. */
export const LongMessages: Story = {
  args: { messages: longChatMessages, selfId: guestAda.id },
};

/** A message typed and ready to send. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.chatLabel }),
      'see you all tomorrow',
    );
    await expect(
      canvas.getByRole('button', { name: text.chatSend }),
    ).toBeEnabled();
  },
};

/** The connection is away: typing works, sending waits. */
export const Offline: Story = {
  args: { canSend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.chatLabel }),
      'are you still there?',
    );
    await expect(
      canvas.getByRole('button', { name: text.chatSend }),
    ).toBeDisabled();
  },
};
