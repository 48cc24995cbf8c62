import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import {
  monetizationUsers,
  paidRecording,
  withMonetizationAccount,
} from '../../testing';
import { DeleteRecording } from './delete-recording';

const meta = {
  title: 'monetization/components/DeleteRecording',
  component: DeleteRecording,
  parameters: { layout: 'fullscreen' },
  args: { recording: paidRecording, onClose: () => undefined },
} satisfies Meta<typeof DeleteRecording>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before anything is deleted. */
export const Confirm: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.onboarded)],
};

/** The call failed: the dialog says so and stays. */
export const Fails: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [mockError(recordingEndpoints.delete, 'INTERNAL_ERROR')],
    }),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: monetizationMessages.deleteConfirm,
      }),
    );
    await expect(
      await within(dialog).findByText(monetizationMessages.deleteFailed),
    ).toBeVisible();
  },
};
