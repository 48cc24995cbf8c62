import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

function ModalDemo({
  trigger,
  ...props
}: Omit<ModalProps, 'open' | 'onClose'> & { trigger: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: () => undefined,
    title: 'meeting limit reached',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MeetingLimit: Story = {
  render: (args) => (
    <ModalDemo
      trigger="Create meeting"
      title={args.title}
      size={args.size}
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

export const WithForm: Story = {
  args: { title: 'rename recording' },
  render: (args) => (
    <ModalDemo
      trigger="Rename"
      title={args.title}
      description="the name buyers see on the share page."
      size="sm"
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

export const Danger: Story = {
  args: { title: 'disconnect stripe account?' },
  render: (args) => (
    <ModalDemo
      trigger="Disconnect"
      title={args.title}
      size="sm"
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
