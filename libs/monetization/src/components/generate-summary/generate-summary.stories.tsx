import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { monetizationMessages } from '@ruume/contracts';
import {
  launchReviewRecording,
  monetizationUsers,
  withMonetizationAccount,
} from '../../testing';
import { GenerateSummary } from './generate-summary';

const text = monetizationMessages.summary;

const meta = {
  title: 'monetization/components/GenerateSummary',
  component: GenerateSummary,
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
  args: {
    summary: {
      recordingId: launchReviewRecording.id,
      state: 'none',
      error: null,
    },
    onStarted: () => undefined,
  },
} satisfies Meta<typeof GenerateSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never made (a recording from before the plan had it): what it gives, and the button. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.noneTitle)).toBeVisible();
  },
};

/** The last one failed: why, and trying again. */
export const Failed: Story = {
  args: {
    summary: {
      recordingId: launchReviewRecording.id,
      state: 'failed',
      error: 'the transcript and summary could not be made. try again.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};
