import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { TextField } from '../text-field/text-field';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'ui-kit/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'One way to ask before a change: deleting a recording or a room, disconnecting the payments account, cancelling a plan, blocking an account, removing someone from a room. The safe button comes first; the change is red (`tone="danger"`, the default) or `primary` when it is easily undone.',
          '',
          '- It holds no request state: pass `busy` while the call runs (both buttons wait, Escape and the backdrop do nothing) and `error` when it failed (shown inside, the user can retry or leave).',
          '- `children` is for what must be read or filled in first (a reason, a typed email); `confirmDisabled` keeps the change back until it is.',
          '- Mount it conditionally (`open` defaults to true) or drive `open`.',
          '',
          '```tsx',
          "import { ConfirmDialog } from '@ruume/ui-kit';",
          '<ConfirmDialog title="delete this recording?" description={…} confirmLabel="delete recording" cancelLabel="keep it"',
          '  busy={isLoading} busyLabel="deleting…" error={isError ? text.deleteFailed : null}',
          '  onConfirm={() => void remove()} onCancel={onClose} />',
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    title: 'delete this recording?',
    description:
      '“team sync” and its share link will be gone for good; people who bought it can no longer download it.',
    confirmLabel: 'delete recording',
    cancelLabel: 'keep it',
    busyLabel: 'deleting…',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked once: the safe button first, the change in red. */
export const Danger: Story = {
  play: async ({ args }) => {
    await userEvent.click(
      await screen.findByRole('button', { name: 'delete recording' }),
    );
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** An easily undone change in the primary colour, with the default 'cancel'. */
export const Primary: Story = {
  args: {
    title: 'unblock jane doe?',
    description: 'jane@example.com can sign in again.',
    confirmLabel: 'unblock account',
    cancelLabel: undefined,
    tone: 'primary',
  },
};

/** The change is running: both buttons wait. */
export const Busy: Story = { args: { busy: true } };

/** The change failed: why, inside the dialog; confirm again or keep. */
export const Failed: Story = {
  args: { error: 'this recording could not be deleted. please try again.' },
};

/** Something to fill in first: the change waits until it is. */
export const WithField: Story = {
  args: {
    title: 'delete your account?',
    description:
      'everything in your account is deleted right away. this cannot be undone.',
    confirmLabel: 'delete my account',
    cancelLabel: undefined,
    confirmDisabled: true,
    children: <TextField label="type jane@example.com to confirm" />,
  },
};
