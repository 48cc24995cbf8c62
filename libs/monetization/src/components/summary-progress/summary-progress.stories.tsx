import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { monetizationMessages } from '@ruume/contracts';
import { SummaryProgress } from './summary-progress';

const text = monetizationMessages.summary;

const meta = {
  title: 'monetization/components/SummaryProgress',
  component: SummaryProgress,
  args: { summary: { state: 'queued', progress: null } },
} satisfies Meta<typeof SummaryProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the job queue. */
export const Queued: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text.queued)).toBeVisible();
  },
};

/** Speech recognition under way: how far, as a bar. */
export const Transcribing: Story = {
  args: { summary: { state: 'transcribing', progress: 40 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar'),
    ).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The summary being written. */
export const Summarising: Story = {
  args: { summary: { state: 'summarising', progress: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.summarising),
    ).toBeVisible();
  },
};
