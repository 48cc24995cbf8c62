import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

/** A trigger button and the modal it opens; the `open` control opens and closes it too. */
function ModalDemo({
  trigger,
  open: openArg,
  onClose,
  ...props
}: ModalProps & { trigger: string }) {
  const [open, setOpen] = useState(openArg);
  const [lastOpenArg, setLastOpenArg] = useState(openArg);
  if (openArg !== lastOpenArg) {
    setLastOpenArg(openArg);
    setOpen(openArg);
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <Modal
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'meeting limit reached',
    size: 'md',
    closeOnBackdropClick: true,
    closeLabel: 'Close',
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg', 'xl'],
      description:
        'Maximum width: sm for confirmations, md by default, lg for rich content, xl for media beside its text.',
    },
    closeOnBackdropClick: {
      control: 'boolean',
      description:
        'Close when the backdrop is clicked; turn off when closing would lose input.',
    },
    closeLabel: { control: 'text' },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component: [
          'A modal dialog for a short task or a decision that must be made before going on: confirm a destructive action, rename a recording, explain a limit with a way out.',
          '',
          '- **Modal vs Alert vs Toast:** a modal interrupts and waits for the user; use it only when the page cannot go on without an answer. To inform without blocking use an `Alert` (in the page) or `toast()` (passing confirmation).',
          "- **Do** give it a short `title`, put the actions in `footer` (secondary first, primary last; they stack full-width on phones) and keep the content to one task. **Don't** open a modal from a modal or put long pages in one.",
          '- **Behaviour:** rendered in a portal while `open`; `onClose` is called on Escape, on the close button and on a backdrop click (unless `closeOnBackdropClick={false}`). The parent owns `open` and must set it to false in `onClose`.',
          '- **Accessibility:** `role="dialog"` with `aria-modal`, named by `title` and described by `description`. Focus moves to the first control of the content (or `initialFocusRef`), Tab is trapped inside, page scroll is locked, and focus returns to the trigger on close.',
          '',
          '```tsx',
          "import { Modal } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A limit explained with a way out: Escape closes it, the trigger reopens it with focus on "upgrade". */
export const MeetingLimit: Story = {
  render: (args) => (
    <ModalDemo
      {...args}
      trigger="Create meeting"
      footer={
        <Button
          as="a"
          href="/settings/subscription"
          target="_blank"
          rel="noreferrer"
          trailingIcon="external-link"
        >
          upgrade
        </Button>
      }
    >
      <Text tone="muted">
        you have reached meeting limit in the last 24 hours. upgrade your plan
        to increase the limit.
      </Text>
    </ModalDemo>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'meeting limit reached',
    });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Create meeting' }),
    );
    await expect(
      within(await screen.findByRole('dialog')).getByRole('link', {
        name: 'upgrade',
      }),
    ).toHaveFocus();
  },
};

/** A small form in a dialog with a description; focus starts in the text field. */
export const WithForm: Story = {
  args: {
    title: 'rename recording',
    description: 'the name buyers see on the share page.',
    size: 'sm',
  },
  render: (args) => (
    <ModalDemo
      {...args}
      trigger="Rename"
      footer={
        <>
          <Button variant="secondary">Cancel</Button>
          <Button>Save</Button>
        </>
      }
    >
      <Stack gap={4}>
        <TextField label="name" defaultValue="weekly sync" />
      </Stack>
    </ModalDemo>
  ),
};

/** Confirming a destructive action: the safe choice first, the danger button last. */
export const Danger: Story = {
  args: { title: 'disconnect stripe account?', size: 'sm' },
  render: (args) => (
    <ModalDemo
      {...args}
      trigger="Disconnect"
      footer={
        <>
          <Button variant="secondary">Keep connected</Button>
          <Button variant="danger">Disconnect</Button>
        </>
      }
    >
      <Text tone="muted">
        monetized recordings stop selling until you connect an account again.
      </Text>
    </ModalDemo>
  ),
};
