import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { shareMessages } from '@ruume/contracts';
import { PaidAccessForm } from './paid-access-form';

const meta = {
  title: 'share/components/PaidAccessForm',
  component: PaidAccessForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof PaidAccessForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An email and 'Continue'. */
export const Idle: Story = {};

/** The access check runs: 'Checking...', disabled. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Checking...' }),
    ).toBeDisabled();
  },
};

/** A donation runs: the button waits. */
export const Disabled: Story = { args: { disabled: true } };

/** The access check failed: the message under the email field. */
export const WithError: Story = {
  args: { error: shareMessages.somethingWentWrong },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(shareMessages.somethingWentWrong),
    ).toBeVisible();
  },
};
