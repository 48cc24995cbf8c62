import type { Meta, StoryObj } from '@storybook/react-vite';
import { meetingSummary } from '../../testing';
import { SummaryContent } from './summary-content';

const meta = {
  title: 'monetization/components/SummaryContent',
  component: SummaryContent,
  args: { summary: meetingSummary },
} satisfies Meta<typeof SummaryContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overview, key points, decisions and action items with who and when. */
export const Full: Story = {};

/** A meeting that decided nothing and gave nobody anything to do. */
export const NothingDecided: Story = {
  args: {
    summary: { ...meetingSummary, decisions: [], actionItems: [] },
  },
};
