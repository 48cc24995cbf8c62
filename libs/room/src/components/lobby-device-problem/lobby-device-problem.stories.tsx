import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { lobbyMessages as text } from '@ruume/contracts';
import { LobbyDeviceProblem } from './lobby-device-problem';

const meta = {
  title: 'room/components/LobbyDeviceProblem',
  component: LobbyDeviceProblem,
  args: {
    audioProblem: 'denied',
    videoProblem: 'denied',
    audio: false,
    video: false,
    onRetry: fn(),
  },
} satisfies Meta<typeof LobbyDeviceProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both refused at the prompt: one notice naming both, and joining to listen. */
export const Denied: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.mediaForwardListenOnly),
    ).toBeVisible();
  },
};

/** The camera is busy in another app; the microphone works. */
export const CameraInUse: Story = {
  args: { audioProblem: null, videoProblem: 'in-use', audio: true },
};

/** No microphone; the camera works. */
export const NoMicrophone: Story = {
  args: { audioProblem: 'missing', videoProblem: null, video: true },
};

/** Different problems: one notice each. */
export const Mixed: Story = {
  args: { audioProblem: 'missing', videoProblem: 'denied' },
};

/** An old browser or an http page. */
export const Unsupported: Story = {
  args: { audioProblem: 'unsupported', videoProblem: 'unsupported' },
};

/** Asking again. */
export const Retrying: Story = { args: { retrying: true } };
