import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  launchReviewRecording,
  monetizationUsers,
  withMonetizationAccount,
} from '../../testing';
import { RegenerateSummary } from './regenerate-summary';

const meta = {
  title: 'monetization/components/RegenerateSummary',
  component: RegenerateSummary,
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  args: {
    recordingId: launchReviewRecording.id,
    onClose: () => undefined,
    onStarted: () => undefined,
  },
} satisfies Meta<typeof RegenerateSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation before the current transcript and summary are replaced. */
export const Confirm: Story = {};
