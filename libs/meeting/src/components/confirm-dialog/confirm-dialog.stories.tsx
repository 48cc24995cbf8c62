import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { roomsMessages as text } from '@ruume/contracts';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'meeting/components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: text.deleteTitle('team standup'),
    description: text.deleteText,
    keepLabel: text.keepRoom,
    confirmLabel: text.deleteConfirm,
    busyLabel: text.deleting,
    doneMessage: text.deleted,
    failedMessage: text.deleteFailed,
    onConfirm: fn(async () => ({})),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** Deleting a room asks first: the safe button first, the change in red. */
export const Open: Story = {};

/** Confirmed and waiting for the api: both buttons hold still. */
export const Busy: Story = {
  args: {
    onConfirm: fn(() => new Promise<{ error?: unknown }>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', {
        name: text.deleteConfirm,
      }),
    );
  },
};

/** The change failed: the dialog stays open and says so. */
export const Failed: Story = {
  args: { onConfirm: fn(async () => ({ error: 'DATABASE_UNAVAILABLE' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await page(canvasElement).findByRole('button', {
        name: text.deleteConfirm,
      }),
    );
    await page(canvasElement).findByText(text.deleteFailed);
  },
};

/** Unscheduling a meeting: the same dialog, other words. */
export const Unschedule: Story = {
  args: {
    title: text.unsetTitle,
    description: text.unsetText,
    keepLabel: text.keepSchedule,
    confirmLabel: text.unsetConfirm,
    busyLabel: text.unsetting,
    doneMessage: text.unset,
    failedMessage: text.unsetFailed,
  },
};
