import type { Meta, StoryObj } from '@storybook/react-vite';
import { launchReviewRecording, recordingSummaryIn } from '../../testing';
import { Transcript } from './transcript';

const { transcript } = recordingSummaryIn('ready', launchReviewRecording.id);

const meta = {
  title: 'monetization/components/Transcript',
  component: Transcript,
  args: { segments: transcript, currentMs: null, onSeek: () => undefined },
} satisfies Meta<typeof Transcript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An hour-long meeting's lines, searchable, each one seeking the player. */
export const Lines: Story = {};

/** The line being played is marked. */
export const Playing: Story = {
  args: { currentMs: transcript[3]?.startMs ?? 0 },
};

/** Nothing was said. */
export const Empty: Story = { args: { segments: [] } };
