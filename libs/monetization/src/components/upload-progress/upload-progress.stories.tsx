import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadProgress } from './upload-progress';

const meta = {
  title: 'monetization/components/UploadProgress',
  component: UploadProgress,
  parameters: { layout: 'padded' },
  args: {
    state: { phase: 'uploading', percent: 42, fileName: 'team-retro.mp4' },
    onCancel: () => undefined,
  },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 42 % sent; it can be cancelled. */
export const Uploading: Story = {};

/** Every byte sent: the server checks and prepares the video. */
export const Processing: Story = {
  args: {
    state: { phase: 'processing', percent: 100, fileName: 'team-retro.mp4' },
  },
};
