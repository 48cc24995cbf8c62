import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { meetingSummary } from '../../testing';
import { SeekList } from './seek-list';

const meta = {
  title: 'monetization/components/SeekList',
  component: SeekList,
  args: {
    items: meetingSummary.chapters.map(({ startMs, title, line }) => ({
      startMs,
      title,
      detail: line,
    })),
    onSeek: fn(),
  },
} satisfies Meta<typeof SeekList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chapters: when each starts, its title and its line. */
export const Chapters: Story = {};

/** The chapter being played is marked. */
export const Current: Story = { args: { current: 1 } };

/** Highlights: who said it, and the quote. */
export const Highlights: Story = {
  args: {
    items: meetingSummary.highlights.map(({ startMs, speaker, text }) => ({
      startMs,
      title: `“${text}”`,
      over: speaker,
    })),
  },
};
