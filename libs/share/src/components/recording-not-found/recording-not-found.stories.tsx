import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shareImages } from '../../images/share-images';
import { RecordingNotFound } from './recording-not-found';

const meta = {
  title: 'share/components/RecordingNotFound',
  component: RecordingNotFound,
  parameters: { layout: 'fullscreen' },
  args: { image: shareImages[0] },
} satisfies Meta<typeof RecordingNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share id is unknown or the check failed: back to home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'recording not found',
      }),
    ).toBeVisible();
  },
};
