import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  launchReviewRecording,
  monetizationUsers,
  recordingSummaryIn,
  withMonetizationAccount,
} from '../../testing';
import { SummaryReady } from './summary-ready';

const meta = {
  title: 'monetization/components/SummaryReady',
  component: SummaryReady,
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  args: {
    summary: recordingSummaryIn('ready', launchReviewRecording.id),
    currentMs: null,
    onSeek: () => undefined,
    onStarted: () => undefined,
  },
} satisfies Meta<typeof SummaryReady>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Made: when and by which engine, the downloads, regenerate, the summary and transcript tabs. */
export const Ready: Story = {};
