import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { monetizationMessages as text } from '@ruume/contracts';
import { buildRecordingJob, recordingJobs } from '../../testing';
import { ProcessingItem } from './processing-item';

const meta = {
  title: 'monetization/components/ProcessingItem',
  component: ProcessingItem,
  parameters: { layout: 'padded' },
  args: { job: recordingJobs.processing, onDismiss: fn() },
} satisfies Meta<typeof ProcessingItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The meeting is still being recorded. */
export const Recording: Story = {
  args: { job: recordingJobs.recording },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.processingStatus.recording),
    ).toBeVisible();
  },
};

/** Stopped, queued for processing. */
export const Waiting: Story = {
  args: { job: recordingJobs.waiting },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.processingStatus.waiting),
    ).toBeVisible();
  },
};

/** Being composed into one video: 42 %. */
export const Processing: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', {
        name: text.processingLabel,
      }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

/** It failed: why, and 'dismiss'. */
export const Failed: Story = {
  args: { job: recordingJobs.failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(text.processingFailed(recordingJobs.failed.error)),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Failed with no reason given, from a meeting since deleted. */
export const FailedWithoutReason: Story = {
  args: {
    job: buildRecordingJob({
      id: 'job_unknown',
      name: 'retro · 1 jun 2025',
      meeting: null,
      status: 'failed',
    }),
  },
};
