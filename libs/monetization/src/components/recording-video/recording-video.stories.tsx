import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  launchReviewRecording,
  monetizationUsers,
  withMonetizationAccount,
} from '../../testing';
import { RecordingVideo } from './recording-video';

const meta = {
  title: 'monetization/components/RecordingVideo',
  component: RecordingVideo,
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  args: { recording: launchReviewRecording },
} satisfies Meta<typeof RecordingVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recording from its short-lived link, its poster until it plays. */
export const Player: Story = {};

/** With the transcript as captions. */
export const WithCaptions: Story = {
  args: {
    captionsUrl: `/api/v1/meeting-recording/${launchReviewRecording.id}/captions.vtt`,
  },
};
