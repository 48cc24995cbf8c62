import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { liveRoomMessages as text } from '@ruume/contracts';
import { liveNow } from '../../test-support/live-fixtures';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveRecordingBadge } from './live-recording-badge';

/** The stories' clock stands still, so the badge reads the same in every screenshot. */
const fixedNow = () => liveNow;

const meta = {
  title: 'room/components/LiveRecordingBadge',
  component: LiveRecordingBadge,
  args: { since: liveNow - (3 * 60 + 12) * 1000, now: fixedNow },
  parameters: { layout: 'centered' },
  decorators: [withLiveStage({ height: '8rem' })],
} satisfies Meta<typeof LiveRecordingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three minutes in: "rec 03:12", named for screen readers. */
export const Recording: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('timer', {
        name: text.recordingBadgeLabel,
      }),
    ).toHaveTextContent('03:12');
  },
};

/** Just started. */
export const JustStarted: Story = { args: { since: liveNow } };

/** Past the hour: h:mm:ss. */
export const OverAnHour: Story = {
  args: { since: liveNow - (72 * 60 + 5) * 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(
      '1:12:05',
    );
  },
};
