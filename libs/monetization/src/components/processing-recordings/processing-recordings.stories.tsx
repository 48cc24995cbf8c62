import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failingEndpoints, pendingEndpoints } from '@ruume/api-client/testing';
import {
  monetizationMessages as text,
  recordingJobEndpoints,
} from '@ruume/contracts';
import {
  monetizationUsers,
  recordingJobs,
  withMonetizationAccount,
} from '../../testing';
import { ProcessingRecordings } from './processing-recordings';

const meta = {
  title: 'monetization/components/ProcessingRecordings',
  component: ProcessingRecordings,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProcessingRecordings>;

export default meta;
type Story = StoryObj<typeof meta>;

const withJobs = (processing = Object.values(recordingJobs)) =>
  withMonetizationAccount(monetizationUsers.onboarded, { processing });

/** One in each state: recording, waiting, 42 %, failed. */
export const EachStatus: Story = {
  decorators: [withJobs()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', {
      name: text.processingTitle,
    });
    await expect(within(section).getAllByRole('article')).toHaveLength(4);
  },
};

/** Dismissing the failed one, once confirmed: it leaves the list. */
export const Dismissed: Story = {
  decorators: [withJobs([recordingJobs.processing, recordingJobs.failed])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: text.dismiss }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text.dismissConfirm }),
    );
    await waitFor(() =>
      expect(
        canvas.queryByRole('article', { name: recordingJobs.failed.name }),
      ).toBeNull(),
    );
    await expect(
      canvas.getByRole('article', { name: recordingJobs.processing.name }),
    ).toBeVisible();
  },
};

/** None on their way: nothing at all. */
export const Empty: Story = { decorators: [withJobs([])] };

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: pendingEndpoints([recordingJobEndpoints.list]),
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('status', {
      name: text.processingLoading,
    });
  },
};

export const Failing: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: failingEndpoints([recordingJobEndpoints.list]),
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.processingLoadFailed);
  },
};
