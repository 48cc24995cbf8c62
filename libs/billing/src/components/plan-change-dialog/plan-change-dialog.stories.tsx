import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { API_ERRORS, billingMessages } from '@ruume/contracts';
import { billingUsers, withBillingAccount } from '../../testing';
import { PlanChangeDialog } from './plan-change-dialog';

const professional = billingUsers.professionalMonthly;

const meta = {
  title: 'billing/components/PlanChangeDialog',
  component: PlanChangeDialog,
  parameters: { layout: 'padded' },
  decorators: [withBillingAccount(professional)],
  args: {
    subscriptionId: professional.planSubscription?.id ?? 'sub_1',
    target: {
      tier: 'business',
      interval: 'year',
      priceId: 'price_business_year',
    },
    status: 'idle',
    onConfirm: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof PlanChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const quoteShown = async () =>
  expect(
    await within(await screen.findByRole('dialog')).findByText(
      billingMessages.planChangeDueNow,
    ),
  ).toBeVisible();

/** A bigger plan on a new cycle: the year less the unused month, due today. */
export const Upgrade: Story = { play: quoteShown };

/** A cheaper plan in the same cycle: nothing due, a credit for the next invoices. */
export const Credit: Story = {
  args: {
    target: {
      tier: 'student',
      interval: 'month',
      priceId: 'price_student_month',
    },
  },
  play: quoteShown,
};

/** The switch is being made: both buttons wait. */
export const Changing: Story = {
  args: { status: 'changing' },
  play: quoteShown,
};

/** The card was declined: the dialog says so; nothing changed. */
export const Declined: Story = {
  args: {
    status: 'failed',
    error: {
      status: API_ERRORS.PLAN_CHANGE_DECLINED.status,
      data: {
        error: 'PLAN_CHANGE_DECLINED',
        message: API_ERRORS.PLAN_CHANGE_DECLINED.message,
      },
    },
  },
  play: quoteShown,
};

/** Nothing chosen: no dialog. */
export const Closed: Story = { args: { target: null } };
