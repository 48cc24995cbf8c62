import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import {
  monetizationHandlersFailing,
  monetizationHandlersLoading,
  monetizationUsers,
  recordingJobs,
  stalledUploadSender,
  withMonetizationAccount,
  withUploadSender,
} from '../../testing';
import { RecordingsPage } from './recordings-page';

const route = '/settings/recordings';

const meta = {
  title: 'monetization/pages/RecordingsPage',
  component: RecordingsPage,
  parameters: { layout: 'padded', route, path: route },
} satisfies Meta<typeof RecordingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const onboarded = withMonetizationAccount(monetizationUsers.onboarded);

/** Picks a name and a video and presses upload. */
const startUpload = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: monetizationMessages.nameLabel }),
    'team retro',
  );
  await userEvent.upload(
    canvas.getByLabelText(monetizationMessages.fileLabel),
    new File([new Uint8Array(4096)], 'team-retro.mp4', { type: 'video/mp4' }),
  );
  await userEvent.click(
    canvas.getByRole('button', { name: monetizationMessages.upload }),
  );
};

/** An onboarded creator's recordings, the upload form and the storage bar. */
export const List: Story = {
  decorators: [onboarded],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', {
      name: 'product launch',
    });
  },
};

/** Meeting recordings on their way, above the list: recording, waiting, 42 %, failed. */
export const WithProcessing: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      processing: Object.values(recordingJobs),
    }),
  ],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', {
      name: monetizationMessages.processingTitle,
    });
  },
};

/** No recordings yet. */
export const Empty: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, { recordings: [] }),
  ],
};

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: monetizationHandlersLoading,
    }),
  ],
};

export const Failing: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: monetizationHandlersFailing,
    }),
  ],
};

/** An upload 42 % of the way. */
export const Uploading: Story = {
  decorators: [withUploadSender(stalledUploadSender(42)), onboarded],
  play: async ({ canvasElement }) => {
    await startUpload(canvasElement);
    await expect(
      await within(canvasElement).findByRole('progressbar', {
        name: 'uploading team-retro.mp4',
      }),
    ).toHaveAttribute('aria-valuenow', '42');
  },
};

/** Every byte sent: processing. */
export const Processing: Story = {
  decorators: [withUploadSender(stalledUploadSender(100)), onboarded],
  play: async ({ canvasElement }) => {
    await startUpload(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        monetizationMessages.uploadPhases.processing,
      ),
    ).toBeVisible();
  },
};

/** The server refused the upload: its message. */
export const UploadFails: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [mockError(recordingEndpoints.upload, 'NOT_A_VIDEO')],
    }),
  ],
  play: async ({ canvasElement }) => {
    await startUpload(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        'this file is not a video we can play. please select a video file.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Payments account not onboarded: recordings can be uploaded, not priced. */
export const NotOnboarded: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.created)],
};

/** Storage used up. */
export const StorageFull: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.storageFull)],
};

/** House: storage is part of paid plans; no upload. */
export const HouseTier: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.house, { recordings: [] }),
  ],
};

/** House after a paid plan: the files kept, read-only. */
export const HouseWithOldFiles: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.houseWithOldFiles)],
};
