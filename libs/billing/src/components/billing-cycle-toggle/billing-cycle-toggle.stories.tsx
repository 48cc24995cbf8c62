import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { BillingInterval } from '@ruume/contracts';
import { BillingCycleToggle } from './billing-cycle-toggle';

const meta = {
  title: 'billing/components/BillingCycleToggle',
  component: BillingCycleToggle,
  args: {
    value: 'month',
    onValueChange: () => undefined,
    yearSavingsPercent: 20,
  },
  render: function Controlled(args) {
    const [value, setValue] = useState<BillingInterval>(args.value);
    return (
      <BillingCycleToggle {...args} value={value} onValueChange={setValue} />
    );
  },
} satisfies Meta<typeof BillingCycleToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monthly, with what a year saves beside 'yearly'. */
export const Monthly: Story = {};

/** Switched to yearly. */
export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    const yearly = within(canvasElement).getByRole('radio', { name: /yearly/ });
    await userEvent.click(yearly);
    await expect(yearly).toHaveAttribute('aria-checked', 'true');
  },
};

/** No plan is cheaper by the year: no savings badge. */
export const NoSavings: Story = { args: { yearSavingsPercent: 0 } };
