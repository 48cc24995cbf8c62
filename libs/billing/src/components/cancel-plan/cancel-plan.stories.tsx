import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { billingMessages } from '@ruume/contracts';
import { billingUsers } from '../../testing';
import { CancelPlan } from './cancel-plan';

const meta = {
  title: 'billing/components/CancelPlan',
  component: CancelPlan,
  parameters: { layout: 'padded' },
  args: {
    subscription: billingUsers.professionalMonthly.planSubscription,
    status: 'idle',
    onConfirm: () => undefined,
    onReset: () => undefined,
  },
} satisfies Meta<typeof CancelPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async ({
  canvasElement,
}: {
  canvasElement: HTMLElement;
}) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: billingMessages.cancelPlan,
    }),
  );
  await expect(
    await screen.findByRole('dialog', {
      name: billingMessages.cancelConfirmTitle,
    }),
  ).toBeVisible();
};

/** Professional and student plans are cancelled here. */
export const SelfCancel: Story = {};

/** The confirmation. */
export const Confirming: Story = { play: openDialog };

/** The downgrade call failed: the dialog says so and stays. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async (context) => {
    await openDialog(context);
    await expect(
      await screen.findByText(billingMessages.cancelFailed),
    ).toBeVisible();
  },
};

/** Waiting for the plan to turn to house. */
export const Cancelling: Story = { args: { status: 'polling' } };

/** Business plans are cancelled through support. */
export const Business: Story = {
  args: { subscription: billingUsers.business.planSubscription },
};
