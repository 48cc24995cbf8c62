import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentMethod, paymentMethods } from '../../testing';
import { PaymentMethodList } from './payment-method-list';

const meta = {
  title: 'billing/components/PaymentMethodList',
  component: PaymentMethodList,
  parameters: { layout: 'padded' },
  args: { methods: paymentMethods, chargedId: paymentMethod.id },
} satisfies Meta<typeof PaymentMethodList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards; the visa pays for the plan. */
export const Cards: Story = {};

/** Cards on file, none charged (the free plan). */
export const NoneCharged: Story = { args: { chargedId: null } };

/** No card on file. */
export const Empty: Story = { args: { methods: [] } };
