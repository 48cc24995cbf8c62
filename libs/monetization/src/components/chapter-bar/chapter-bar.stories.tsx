import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { longTranscript, meetingSummary } from '../../testing';
import { ChapterBar } from './chapter-bar';

const { chapters } = meetingSummary;
const durationMs = (longTranscript.at(-1)?.endMs ?? 0) + 30_000;

const meta = {
  title: 'monetization/components/ChapterBar',
  component: ChapterBar,
  args: { chapters, durationMs, currentMs: null, onSeek: fn() },
  // As wide as the player above it.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChapterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before it plays: each chapter as wide as it lasts, the first one named. */
export const NotPlaying: Story = {};

/** Playing the third chapter: it is marked and named. */
export const Playing: Story = {
  args: { currentMs: chapters[2].startMs + 10_000 },
};

/** On a phone: the same bar in a narrow player. */
export const Narrow: Story = {
  args: { currentMs: chapters[1].startMs },
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
};
