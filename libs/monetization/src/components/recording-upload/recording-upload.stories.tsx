import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import {
  messages,
  monetizationMessages,
  recordingEndpoints,
} from '@ruume/contracts';
import {
  monetizationUsers,
  stalledUploadSender,
  withMonetizationAccount,
  withUploadSender,
} from '../../testing';
import { RecordingUpload } from './recording-upload';

const meta = {
  title: 'monetization/components/RecordingUpload',
  component: RecordingUpload,
  parameters: { layout: 'padded' },
  args: { access: 'ready' },
} satisfies Meta<typeof RecordingUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const onboarded = withMonetizationAccount(monetizationUsers.onboarded);

/** Fills in a name and a video (unless told not to) and presses upload. */
const submit = async (
  canvasElement: HTMLElement,
  { name = 'team retro', file = true }: { name?: string; file?: boolean } = {},
) => {
  const canvas = within(canvasElement);
  if (name)
    await userEvent.type(
      canvas.getByRole('textbox', { name: monetizationMessages.nameLabel }),
      name,
    );
  if (file)
    await userEvent.upload(
      canvas.getByLabelText(monetizationMessages.fileLabel),
      new File([new Uint8Array(2048)], 'team-retro.mp4', { type: 'video/mp4' }),
    );
  await userEvent.click(
    canvas.getByRole('button', { name: monetizationMessages.upload }),
  );
};

/** An onboarded creator: name, file, price and donations. */
export const Ready: Story = { decorators: [onboarded] };

/** No onboarded payments account: the prompt to connect instead of the switches. */
export const NeedsAccount: Story = {
  args: { access: 'needs-account' },
  decorators: [withMonetizationAccount(monetizationUsers.created)],
};

/** SPEC §5: no name. */
export const MissingName: Story = {
  decorators: [onboarded],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, { name: '' });
    await expect(
      await within(canvasElement).findByText(messages.recordingNameRequired),
    ).toBeVisible();
  },
};

/** SPEC §5: a name, no file. */
export const MissingFile: Story = {
  decorators: [onboarded],
  play: async ({ canvasElement }) => {
    await submit(canvasElement, { file: false });
    await expect(
      await within(canvasElement).findByText(messages.recordingFileRequired),
    ).toBeVisible();
  },
};

/** 42 % of the file sent. */
export const Uploading: Story = {
  decorators: [withUploadSender(stalledUploadSender(42)), onboarded],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByRole('progressbar'),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Every byte sent: processing until the server answers. */
export const Processing: Story = {
  decorators: [withUploadSender(stalledUploadSender(100)), onboarded],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        monetizationMessages.uploadPhases.processing,
      ),
    ).toBeVisible();
  },
};

/** The server refused the upload: its message. */
export const Failed: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [
        mockError(recordingEndpoints.upload, 'STORAGE_QUOTA_EXCEEDED'),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 5000 }),
    ).toHaveTextContent('does not fit in your storage');
  },
};
