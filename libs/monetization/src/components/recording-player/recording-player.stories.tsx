import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { mockError, mockPending } from '@ruume/api-client/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import {
  monetizationUsers,
  uploadedRecording,
  withMonetizationAccount,
} from '../../testing';
import { RecordingPlayer } from './recording-player';

const meta = {
  title: 'monetization/components/RecordingPlayer',
  component: RecordingPlayer,
  parameters: { layout: 'fullscreen' },
  args: { recording: uploadedRecording, onClose: () => undefined },
} satisfies Meta<typeof RecordingPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const creator = monetizationUsers.onboarded;

/** The video plays from its short-lived link. */
export const Playing: Story = {
  decorators: [withMonetizationAccount(creator)],
};

/** The link is being made. */
export const Loading: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockPending(recordingEndpoints.presignedUrl)],
    }),
  ],
};

/** No link: say so, and try again. */
export const Failing: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockError(recordingEndpoints.presignedUrl, 'INTERNAL_ERROR')],
    }),
  ],
  play: async () => {
    await expect(
      await screen.findByText(monetizationMessages.playerFailed),
    ).toBeVisible();
  },
};
