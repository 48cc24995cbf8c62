import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { billingMessages } from '@ruume/contracts';
import { PastDueNotice } from '../../components/past-due-notice/past-due-notice';
import {
  billingHandlersEmpty,
  billingHandlersFailing,
  billingHandlersLoading,
  billingUsers,
  withBillingAccount,
} from '../../testing';
import { SubscriptionBillingPage } from './subscription-billing-page';

const meta = {
  title: 'billing/pages/SubscriptionBillingPage',
  component: SubscriptionBillingPage,
  parameters: {
    layout: 'padded',
    route: '/settings/subscription-billing',
    path: '/settings/subscription-billing',
  },
} satisfies Meta<typeof SubscriptionBillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPaymentMethods = async ({
  canvasElement,
}: {
  canvasElement: HTMLElement;
}) => {
  await userEvent.click(
    within(canvasElement).getByRole('tab', {
      name: billingMessages.paymentMethodsTab,
    }),
  );
};

/** Opens the payment methods tab and waits for the cards. */
const showCards = async (context: { canvasElement: HTMLElement }) => {
  await openPaymentMethods(context);
  await expect(
    await within(context.canvasElement).findByRole('list', {
      name: billingMessages.paymentMethodsTitle,
    }),
  ).toBeVisible();
};

/** Opens the payment methods tab and waits for its empty state. */
const showNoCards = async (context: { canvasElement: HTMLElement }) => {
  await openPaymentMethods(context);
  await expect(
    await within(context.canvasElement).findByText(
      billingMessages.noPaymentMethods,
    ),
  ).toBeVisible();
};

/** The invoices tab: invoices and receipts are in the billing portal. */
export const Invoices: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
};

/** Professional monthly: two cards, the visa marked as the one the plan charges. */
export const ProfessionalMonthly: Story = {
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
  play: showCards,
};

export const ProfessionalYearly: Story = {
  decorators: [withBillingAccount(billingUsers.professionalYearly)],
  play: showCards,
};

/** On the free trial: no card was needed, none is on file. */
export const Trialing: Story = {
  decorators: [
    withBillingAccount(billingUsers.trialing, {
      handlers: billingHandlersEmpty,
    }),
  ],
  play: showNoCards,
};

export const Student: Story = {
  decorators: [withBillingAccount(billingUsers.student)],
  play: showCards,
};

export const Business: Story = {
  decorators: [withBillingAccount(billingUsers.business)],
  play: showCards,
};

/** Free plan, never paid: no card on file. */
export const HouseWithTrial: Story = {
  decorators: [
    withBillingAccount(billingUsers.houseWithTrial, {
      handlers: billingHandlersEmpty,
    }),
  ],
  play: showNoCards,
};

/** Free plan after a paid one: the cards stay, none charged. */
export const HouseWithoutTrial: Story = {
  decorators: [withBillingAccount(billingUsers.houseWithoutTrial)],
  play: showCards,
};

/** The last renewal failed: the shell's notice above the page. */
export const PastDue: Story = {
  decorators: [
    (Story: ComponentType) => (
      <>
        <PastDueNotice />
        <Story />
      </>
    ),
    withBillingAccount(billingUsers.pastDue),
  ],
  play: showCards,
};

/** The cards are on their way. */
export const Loading: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: billingHandlersLoading,
    }),
  ],
  play: openPaymentMethods,
};

/** The server fails: the tab says so and offers to try again. */
export const Failing: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: billingHandlersFailing,
    }),
  ],
  play: async (context) => {
    await openPaymentMethods(context);
    await expect(
      await within(context.canvasElement).findByText(
        billingMessages.loadFailedTitle,
      ),
    ).toBeVisible();
  },
};
