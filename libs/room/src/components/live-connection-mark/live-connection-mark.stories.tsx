import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveConnectionMark } from './live-connection-mark';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveConnectionMark',
  component: LiveConnectionMark,
  args: { quality: 'good' },
  decorators: [withLiveStage({ width: '12rem' })],
} satisfies Meta<typeof LiveConnectionMark>;

export default meta;
type Story = StoryObj<typeof meta>;

const named = (name: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name }),
    ).toBeInTheDocument();
  },
});

/** Three bars: round trip under 150 ms and under 2 % lost. */
export const Good: Story = named(text.quality.good);

/** Two bars. */
export const Fair: Story = {
  args: { quality: 'fair' },
  ...named(text.quality.fair),
};

/** One bar: over 400 ms or over 8 % lost. */
export const Poor: Story = {
  args: { quality: 'poor' },
  ...named(text.quality.poor),
};

/** Nothing from them for 5 s while they send: said in words, not by the bars alone. */
export const Lost: Story = {
  args: { quality: 'lost' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.quality.lost),
    ).toBeInTheDocument();
  },
};

/** Not measured yet: no bar lit. */
export const Unknown: Story = {
  args: { quality: 'unknown' },
  ...named(text.quality.unknown),
};
