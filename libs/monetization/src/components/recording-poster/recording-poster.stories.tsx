import type { Meta, StoryObj } from '@storybook/react-vite';
import { freeRecording, uploadedRecording } from '../../testing';
import { RecordingPoster } from './recording-poster';

const meta = {
  title: 'monetization/components/RecordingPoster',
  component: RecordingPoster,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { recording: uploadedRecording },
} satisfies Meta<typeof RecordingPoster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The video's still and its length. */
export const WithPoster: Story = {};

/** No still could be made: the fallback art. */
export const Fallback: Story = { args: { recording: freeRecording } };

/** Neither a still nor a known length. */
export const UnknownLength: Story = {
  args: { recording: { posterUrl: null, durationSeconds: null } },
};
