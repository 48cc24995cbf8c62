import type { Meta, StoryObj } from '@storybook/react-vite';
import { billingMessages } from '@ruume/contracts';
import { Button } from '@ruume/ui-kit';
import { tierPlans } from '../../testing';
import { PlanCard } from './plan-card';

const professional = tierPlans.find(
  (plan) => plan.metadata.tier === 'professional',
);

const meta = {
  title: 'billing/components/PlanCard',
  component: PlanCard,
  parameters: { layout: 'padded' },
  args: {
    tier: 'professional',
    plan: professional,
    interval: 'month',
    action: (
      <Button trailingIcon="external-link">
        {billingMessages.upgradeTo('professional')}
      </Button>
    ),
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid tier by the month, with its upgrade button. */
export const Monthly: Story = {};

/** The same tier by the year. */
export const Yearly: Story = { args: { interval: 'year' } };

/** The user's own plan: marked, no action. */
export const Current: Story = { args: { isCurrent: true, action: undefined } };

/** House is free: no price from the server. */
export const House: Story = {
  args: { tier: 'house', plan: undefined, action: undefined, isCurrent: true },
};

/** The server has no price for this tier: the card says so. */
export const PriceUnavailable: Story = { args: { plan: undefined } };
