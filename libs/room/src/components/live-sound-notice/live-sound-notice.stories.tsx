import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { SoundGateProvider } from '../../live/sound-gate';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { LiveSoundNotice } from './live-sound-notice';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveSoundNotice',
  component: LiveSoundNotice,
  decorators: [
    (Story, { parameters }) => (
      <SoundGateProvider initiallyHeld={parameters['soundHeld'] ?? true}>
        <Story />
      </SoundGateProvider>
    ),
    withLiveStage({ width: '48rem' }),
  ],
} satisfies Meta<typeof LiveSoundNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser refused sound before a click: one click turns it on, and the notice goes. */
export const SoundHeld: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(text.soundHeld);
    await userEvent.click(
      canvas.getByRole('button', { name: text.turnOnSound }),
    );
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** On a phone the words wrap above the button. */
export const Phone: Story = {
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
  parameters: { liveStage: { width: '20rem' } },
};

/** Sound plays (the usual case): nothing is said. */
export const SoundPlays: Story = {
  parameters: { soundHeld: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('status'),
    ).not.toBeInTheDocument();
  },
};
