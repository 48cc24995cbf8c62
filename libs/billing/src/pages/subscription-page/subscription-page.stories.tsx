import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError, pendingEndpoints } from '@ruume/api-client/testing';
import { billingMessages, messages, paymentEndpoints } from '@ruume/contracts';
import { PastDueNotice } from '../../components/past-due-notice/past-due-notice';
import {
  billingHandlersFailing,
  billingHandlersLoading,
  billingUsers,
  tierPlans,
  withBillingAccount,
} from '../../testing';
import { SubscriptionPage } from './subscription-page';

const meta = {
  title: 'billing/pages/SubscriptionPage',
  component: SubscriptionPage,
  parameters: {
    layout: 'padded',
    route: '/settings/subscription',
    path: '/settings/subscription',
  },
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as the shell shows it: the past-due notice above it. */
const withPastDueNotice = (Story: ComponentType) => (
  <>
    <PastDueNotice />
    <Story />
  </>
);

/** Waits for the four plans to load. */
const plansLoaded = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: 'business' });

/** Free plan, the trial still offered: every paid plan can be chosen. */
export const HouseWithTrial: Story = {
  decorators: [withBillingAccount(billingUsers.houseWithTrial)],
  play: async ({ canvasElement }) => {
    await plansLoaded(canvasElement);
  },
};

/** Free plan after the trial was used: no offer; files from an earlier plan kept read-only. */
export const HouseWithoutTrial: Story = {
  decorators: [withBillingAccount(billingUsers.houseWithoutTrial)],
};

/** The yearly prices, with what each saves. */
export const HouseYearlyPrices: Story = {
  decorators: [withBillingAccount(billingUsers.houseWithTrial)],
  play: async ({ canvasElement }) => {
    await plansLoaded(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: /^yearly/ }),
    );
    await expect(within(canvasElement).getByText('$76.68')).toBeVisible();
  },
};

/** On professional's free trial: when it ends. */
export const Trialing: Story = {
  decorators: [withBillingAccount(billingUsers.trialing)],
};

/** Professional, billed monthly. */
export const ProfessionalMonthly: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
};

/** Professional, billed yearly: the yearly prices show first. */
export const ProfessionalYearly: Story = {
  decorators: [withBillingAccount(billingUsers.professionalYearly)],
};

/** Student, with storage nearly full. */
export const Student: Story = {
  decorators: [withBillingAccount(billingUsers.student)],
};

/** Business: cancelled through support, not here. */
export const Business: Story = {
  decorators: [withBillingAccount(billingUsers.business)],
};

/** The last renewal failed: the shell's notice above, the plan says so. */
export const PastDue: Story = {
  decorators: [withPastDueNotice, withBillingAccount(billingUsers.pastDue)],
};

/** A plan without a yearly price: it says so, and choosing it is only logged. */
export const PriceMissing: Story = {
  decorators: [
    withBillingAccount(billingUsers.houseWithTrial, {
      tierPlans: tierPlans.map((plan) =>
        plan.metadata.tier === 'business'
          ? {
              ...plan,
              prices: plan.prices.filter(
                (price) => price.recurring.interval === 'month',
              ),
            }
          : plan,
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    await plansLoaded(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('radio', { name: /^yearly/ }),
    );
    await expect(
      within(canvasElement).getByText(billingMessages.priceUnavailable),
    ).toBeVisible();
  },
};

/** The plans are on their way. */
export const Loading: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: billingHandlersLoading,
    }),
  ],
};

/** The server fails: the plans say so and offer to try again; the user's plan still shows. */
export const Failing: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: billingHandlersFailing,
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(billingMessages.loadFailedTitle),
    ).toBeVisible();
  },
};

const confirmCancel = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: billingMessages.cancelPlan,
    }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: billingMessages.cancelConfirmTitle,
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: billingMessages.cancelConfirm }),
  );
};

/**
 * Cancelling professional: confirm, the plan turns to house a moment later (the mock answers
 * the paid plan twice more), and the page and a toast say so.
 */
export const CancelFlow: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
  play: async ({ canvasElement }) => {
    await plansLoaded(canvasElement);
    await confirmCancel(canvasElement);
    await expect(
      await within(canvasElement).findByText(
        messages.subscriptionCancelled(),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('article', { current: true }),
    ).toHaveAccessibleName('house');
  },
};

/** The downgrade call fails: the dialog says so and stays open. */
export const CancelFails: Story = {
  decorators: [
    withBillingAccount(billingUsers.student, {
      handlers: [mockError(paymentEndpoints.downgradeToFree, 'INTERNAL_ERROR')],
    }),
  ],
  play: async ({ canvasElement }) => {
    await confirmCancel(canvasElement);
    await expect(
      await screen.findByText(billingMessages.cancelFailed),
    ).toBeVisible();
  },
};

/** Opens the switch to `plan` (in the cycle the toggle shows) and waits for its price. */
const openSwitch = async (
  canvasElement: HTMLElement,
  plan: string,
  cycle?: 'yearly',
) => {
  await plansLoaded(canvasElement);
  const canvas = within(canvasElement);
  if (cycle)
    await userEvent.click(canvas.getByRole('radio', { name: /^yearly/ }));
  const card = canvas.getByRole('article', { name: plan });
  await userEvent.click(within(card).getByRole('button', { name: /^switch/ }));
  return screen.findByRole('dialog', { name: /^switch to/ });
};

/** Confirms the switch once its price shows. */
const confirmSwitch = async (dialog: HTMLElement) => {
  await within(dialog).findByText(billingMessages.planChangeDueNow);
  await userEvent.click(
    within(dialog).getByRole('button', { name: billingMessages.confirmSwitch }),
  );
};

/**
 * Professional monthly choosing business yearly: the dialog shows the new price, what is due
 * today after the unused month's credit, and when the plan starts and renews.
 */
export const SwitchPlanPreview: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
  play: async ({ canvasElement }) => {
    const dialog = await openSwitch(canvasElement, 'business', 'yearly');
    await expect(await within(dialog).findByText('$472.38')).toBeVisible();
  },
};

/** A cheaper plan: nothing due today, the rest credited toward the next invoices. */
export const SwitchPlanCredit: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
  play: async ({ canvasElement }) => {
    const dialog = await openSwitch(canvasElement, 'student');
    await expect(
      await within(dialog).findByText(billingMessages.planChangeCredit),
    ).toBeVisible();
  },
};

/** The price of the switch is on its way: confirming waits for it. */
export const SwitchPlanPreviewLoading: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: pendingEndpoints([paymentEndpoints.previewPlanChange]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openSwitch(canvasElement, 'business');
    await expect(
      within(dialog).getByRole('button', {
        name: billingMessages.confirmSwitch,
      }),
    ).toBeDisabled();
  },
};

/** The provider cannot price the switch: the dialog says so and offers to try again. */
export const SwitchPlanPreviewFails: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: [
        mockError(paymentEndpoints.previewPlanChange, 'PAYMENTS_UNAVAILABLE'),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openSwitch(canvasElement, 'business');
    await expect(
      await within(dialog).findByText(billingMessages.planChangePreviewFailed),
    ).toBeVisible();
  },
};

/** The card is declined: the dialog stays open and says the plan is unchanged. */
export const SwitchPlanDeclined: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: [
        mockError(paymentEndpoints.changePlan, 'PLAN_CHANGE_DECLINED'),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openSwitch(canvasElement, 'business');
    await confirmSwitch(dialog);
    await expect(
      await within(dialog).findByText(billingMessages.planChangeDeclined),
    ).toBeVisible();
  },
};

/** Confirmed: the page says so and marks business as the current plan. */
export const SwitchPlanFlow: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
  play: async ({ canvasElement }) => {
    const dialog = await openSwitch(canvasElement, 'business', 'yearly');
    await confirmSwitch(dialog);
    await expect(
      await within(canvasElement).findByText(
        billingMessages.planChanged('business', 'year'),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('article', { current: true }),
    ).toHaveAccessibleName('business');
  },
};
