import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError, mockPending } from '@ruume/api-client/testing';
import { loadNextPage } from '@ruume/ui-kit/testing';
import { monetizationMessages, recordingEndpoints } from '@ruume/contracts';
import { monetizationUsers, withMonetizationAccount } from '../../testing';
import { RecordingList } from './recording-list';

const meta = {
  title: 'monetization/components/RecordingList',
  component: RecordingList,
  parameters: { layout: 'padded' },
  args: { access: 'ready' },
} satisfies Meta<typeof RecordingList>;

export default meta;
type Story = StoryObj<typeof meta>;

const creator = monetizationUsers.onboarded;

/** Four recordings, newest first: the first page of three, and 'load more'. */
export const List: Story = { decorators: [withMonetizationAccount(creator)] };

/** Past the first page: the rest loads as the list's end scrolls near, or on 'load more'. */
export const NextPage: Story = {
  decorators: [withMonetizationAccount(creator)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'product launch' });
    await loadNextPage(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: 'open talk' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withMonetizationAccount(creator, { recordings: [] })],
};

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockPending(recordingEndpoints.list)],
    }),
  ],
};

export const Failing: Story = {
  decorators: [
    withMonetizationAccount(creator, {
      handlers: [mockError(recordingEndpoints.list, 'DATABASE_UNAVAILABLE')],
    }),
  ],
};

/** Deleting, confirmed: the recording leaves the list. */
export const DeleteFlow: Story = {
  decorators: [withMonetizationAccount(creator)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = await canvas.findByRole('article', { name: 'weekly sync' });
    await userEvent.click(
      within(item).getByRole('button', { name: monetizationMessages.delete }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: monetizationMessages.deleteConfirmTitle,
    });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: monetizationMessages.deleteConfirm,
      }),
    );
    await expect(
      await screen.findByText(monetizationMessages.recordingDeleted),
    ).toBeVisible();
  },
};
