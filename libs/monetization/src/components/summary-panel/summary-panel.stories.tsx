import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  launchReviewRecording,
  monetizationUsers,
  recordingSummaryIn,
  withMonetizationAccount,
} from '../../testing';
import { SummaryPanel } from './summary-panel';

const recording = launchReviewRecording;

const meta = {
  title: 'monetization/components/SummaryPanel',
  component: SummaryPanel,
  args: { recordingId: recording.id, currentMs: null, onSeek: () => undefined },
} satisfies Meta<typeof SummaryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read from the api: the made summary. */
export const Ready: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      summaries: { [recording.id]: recordingSummaryIn('ready', recording.id) },
    }),
  ],
};

/** Being made: read again every few seconds. */
export const Transcribing: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      summaries: {
        [recording.id]: recordingSummaryIn('transcribing', recording.id),
      },
    }),
  ],
};

/** House: the api refuses, the panel shows the feature and the plans. */
export const NotInPlan: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.houseWithOldFiles)],
};
