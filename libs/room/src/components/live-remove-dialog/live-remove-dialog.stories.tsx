import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { LiveRemoveDialog } from './live-remove-dialog';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveRemoveDialog',
  component: LiveRemoveDialog,
  args: { name: 'bo park', onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof LiveRemoveDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** Asked once: 'cancel' first, the removal in red, an optional reason. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog', {
      name: text.removeTitle('bo park'),
    });
  },
};

/** With a reason they will read on the page they land on. */
export const WithReason: Story = {
  play: async ({ canvasElement }) => {
    const field = await page(canvasElement).findByRole('textbox', {
      name: text.removeReasonLabel,
    });
    await userEvent.type(field, 'please keep the chat on topic');
    await expect(field).toHaveValue('please keep the chat on topic');
  },
};
