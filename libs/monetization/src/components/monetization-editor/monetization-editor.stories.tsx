import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import {
  freeRecording,
  monetizationUsers,
  paidRecording,
  withMonetizationAccount,
} from '../../testing';
import { MonetizationEditor } from './monetization-editor';

const meta = {
  title: 'monetization/components/MonetizationEditor',
  component: MonetizationEditor,
  parameters: { layout: 'fullscreen' },
  args: { recording: paidRecording, access: 'ready', onClose: () => undefined },
} satisfies Meta<typeof MonetizationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const onboarded = withMonetizationAccount(monetizationUsers.onboarded);

/** A priced recording with donations. */
export const Priced: Story = { decorators: [onboarded] };

/** A free recording: both switches off. */
export const Free: Story = {
  args: { recording: freeRecording },
  decorators: [onboarded],
};

/** No onboarded payments account: the prompt to connect instead of the switches. */
export const NeedsAccount: Story = {
  args: { access: 'needs-account' },
  decorators: [withMonetizationAccount(monetizationUsers.created)],
};

/** The server refused: its message, the dialog stays. */
export const SaveFails: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [
        mockError(recordingEndpoints.update, 'MONETIZATION_NEEDS_ACCOUNT'),
      ],
    }),
  ],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: monetizationMessages.save }),
    );
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
