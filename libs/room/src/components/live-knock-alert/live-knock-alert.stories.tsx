import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { waiters } from '../../test-support/live-fixtures';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveKnockAlert } from './live-knock-alert';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveKnockAlert',
  component: LiveKnockAlert,
  args: { waiting: waiters.slice(0, 1), onAdmit: fn(), onReview: fn() },
  decorators: [withLiveStage({ width: '40rem' })],
} satisfies Meta<typeof LiveKnockAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One person knocks: admit them here, or review in the people panel. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text.knockAlert('dee rivera'),
    );
    await expect(
      canvas.getByRole('button', { name: text.admitNamed('dee rivera') }),
    ).toBeInTheDocument();
  },
};

/** Several knock: a count, and 'review' only. */
export const Many: Story = {
  args: { waiting: waiters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text.knockAlertMany(2),
    );
    await expect(
      canvas.queryByRole('button', { name: text.admit }),
    ).not.toBeInTheDocument();
  },
};
