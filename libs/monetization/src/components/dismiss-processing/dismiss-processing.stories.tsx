import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import {
  monetizationMessages as text,
  recordingJobEndpoints,
} from '@ruume/contracts';
import {
  monetizationUsers,
  recordingJobs,
  withMonetizationAccount,
} from '../../testing';
import { DismissProcessing } from './dismiss-processing';

const meta = {
  title: 'monetization/components/DismissProcessing',
  component: DismissProcessing,
  parameters: { layout: 'fullscreen' },
  args: { job: recordingJobs.failed, onClose: () => undefined },
} satisfies Meta<typeof DismissProcessing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before what was recorded is deleted. */
export const Confirm: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      processing: [recordingJobs.failed],
    }),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: text.dismissConfirmTitle,
    });
    await expect(dialog).toHaveTextContent(
      text.dismissConfirmText(recordingJobs.failed.name),
    );
  },
};

/** The call failed: the dialog says so and stays. */
export const Fails: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [mockError(recordingJobEndpoints.dismiss, 'INTERNAL_ERROR')],
    }),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: text.dismissConfirm }),
    );
    await expect(
      await within(dialog).findByText(text.dismissFailed),
    ).toBeVisible();
  },
};
