import type { Meta, StoryObj } from '@storybook/react-vite';
import { billingUsers, withBillingAccount } from '../../testing';
import { InvoicesPanel } from './invoices-panel';

const meta = {
  title: 'billing/components/InvoicesPanel',
  component: InvoicesPanel,
  parameters: { layout: 'padded' },
  decorators: [withBillingAccount(billingUsers.professionalMonthly)],
} satisfies Meta<typeof InvoicesPanel>;

export default meta;

/** Invoices and receipts are in the payment provider's portal, opened in a new tab. */
export const Invoices: StoryObj<typeof meta> = {};
