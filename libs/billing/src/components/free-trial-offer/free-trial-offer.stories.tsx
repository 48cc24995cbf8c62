import type { Meta, StoryObj } from '@storybook/react-vite';
import { FreeTrialOffer } from './free-trial-offer';

const meta = {
  title: 'billing/components/FreeTrialOffer',
  component: FreeTrialOffer,
  parameters: { layout: 'padded' },
  args: { onStart: () => undefined },
} satisfies Meta<typeof FreeTrialOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of professional, no card. */
export const Offer: Story = {};

/** The trial's checkout is on its way. */
export const Opening: Story = { args: { busy: true } };
