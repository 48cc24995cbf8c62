import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { Button, Text } from '@ruume/ui-kit';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveSidePanel } from './live-side-panel';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveSidePanel',
  component: LiveSidePanel,
  args: {
    title: text.linksTitle,
    onClose: fn(),
    children: (
      <Text size="sm" tone="muted">
        {text.linksEmpty}
      </Text>
    ),
  },
  decorators: [withLiveStage({ height: '24rem' })],
} satisfies Meta<typeof LiveSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel named by its heading, with a close button (Escape closes it too). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('complementary', {
        name: text.linksTitle,
      }),
    ).toBeInTheDocument();
  },
};

/** With a footer below the scrolling body (as the chat's message box). */
export const WithFooter: Story = {
  args: {
    title: text.chatTitle,
    children: (
      <Text size="sm" tone="muted">
        {text.chatEmpty}
      </Text>
    ),
    footer: <Button>{text.chatSend}</Button>,
  },
};

/** On a phone: a full-screen sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
};
