import type { Meta, StoryObj } from '@storybook/react-vite';
import { billingMessages } from '@ruume/contracts';
import { expect, userEvent, within } from 'storybook/test';
import {
  billingUsers,
  failingBillingHandlers,
  withBillingAccount,
} from '../../testing';
import { browserTabs } from '../../utils/open-in-new-tab';
import { PortalButton } from './portal-button';

const meta = {
  title: 'billing/components/PortalButton',
  component: PortalButton,
  parameters: { layout: 'padded' },
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
  args: { flow: 'invoices', children: billingMessages.openInvoices },
} satisfies Meta<typeof PortalButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invoices and receipts of the payment provider's portal, in a new tab. */
export const Invoices: Story = {};

/** The card update page of the portal. */
export const UpdateCard: Story = {
  args: {
    flow: 'payment_method_update',
    children: billingMessages.updatePaymentMethod,
    variant: 'secondary',
  },
};

/** The payment provider did not answer: the button says why, under itself. */
export const ProviderDown: Story = {
  decorators: [
    withBillingAccount(billingUsers.professionalMonthly, {
      handlers: failingBillingHandlers('PAYMENTS_UNAVAILABLE'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openBlank = browserTabs.openBlank;
    browserTabs.openBlank = () => null;
    try {
      await userEvent.click(
        canvas.getByRole('button', { name: billingMessages.openInvoices }),
      );
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        billingMessages.paymentsUnavailable,
      );
    } finally {
      browserTabs.openBlank = openBlank;
    }
  },
};
