import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { meetingSummary } from '../../testing';
import { SummaryContent } from './summary-content';

const meta = {
  title: 'monetization/components/SummaryContent',
  component: SummaryContent,
  args: { summary: meetingSummary, currentMs: null, onSeek: fn() },
} satisfies Meta<typeof SummaryContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview, chapters, highlights, key points, decisions and action items with who and when. */
export const Full: Story = {};

/** Playing the second chapter: it is marked. */
export const PlayingAChapter: Story = {
  args: { currentMs: meetingSummary.chapters[1].startMs + 60_000 },
};

/** Made before chapters and highlights existed: neither section shows. */
export const WithoutChapters: Story = {
  args: { summary: { ...meetingSummary, chapters: [], highlights: [] } },
};

/** A meeting that decided nothing and gave nobody anything to do. */
export const NothingDecided: Story = {
  args: {
    summary: { ...meetingSummary, decisions: [], actionItems: [] },
  },
};
