import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@ruume/contracts';
import type { FeeDraft } from '../../utils/monetization-draft';
import { FeeAmountField, type FeeAmountFieldProps } from './fee-amount-field';

/** The field over its own state, as a form holds it. */
function Stateful(props: FeeAmountFieldProps) {
  const [value, setValue] = useState<FeeDraft>(props.value);
  return <FeeAmountField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'monetization/components/FeeAmountField',
  component: FeeAmountField,
  parameters: { layout: 'padded' },
  render: (args) => <Stateful {...args} />,
  args: {
    kind: 'price',
    value: { enabled: false, amount: '', currency: 'usd' },
    onChange: () => undefined,
  },
} satisfies Meta<typeof FeeAmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: nothing charged. */
export const Off: Story = {};

/** A price of 9.99 usd. */
export const Price: Story = {
  args: { value: { enabled: true, amount: '9.99', currency: 'usd' } },
};

/** Donations of 5 cad. */
export const Donation: Story = {
  args: {
    kind: 'donation',
    value: { enabled: true, amount: '5', currency: 'cad' },
  },
};

/** An amount that is not one ('1.2.3'). */
export const Invalid: Story = {
  args: {
    value: { enabled: true, amount: '1.2.3', currency: 'usd' },
    error: messages.feeAmountInvalid,
  },
};
