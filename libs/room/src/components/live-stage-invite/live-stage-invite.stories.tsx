import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveRoomMessages as text, lobbyMessages } from '@ruume/contracts';
import { withFakeDevices } from '../../testing';
import { LiveStageInvite } from './live-stage-invite';

const meta = {
  title: 'room/components/LiveStageInvite',
  component: LiveStageInvite,
  args: { by: 'hana host', displayName: 'wes watcher', onAnswer: fn() },
  decorators: [withFakeDevices('ready')],
} satisfies Meta<typeof LiveStageInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invited on stage: the camera and microphone step, then yes or not now. */
export const Invited: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByText(text.stageInviteText('hana host'));
    await page.findByRole('combobox', { name: lobbyMessages.cameraSelect });
    await userEvent.click(
      page.getByRole('switch', { name: lobbyMessages.cameraToggle }),
    );
    await userEvent.click(
      page.getByRole('button', { name: text.stageInviteAccept }),
    );
    await expect(args.onAnswer).toHaveBeenCalledWith(true, {
      audio: true,
      video: false,
    });
  },
};

/** Not now: the invitation is declined and nothing opens. */
export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: text.stageInviteDecline }),
    );
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};
