import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectedAccount, onboardingAccount } from '../../testing';
import { AccountDetails } from './account-details';

const meta = {
  title: 'monetization/components/AccountDetails',
  component: AccountDetails,
  parameters: { layout: 'padded' },
  args: { account: connectedAccount },
} satisfies Meta<typeof AccountDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Onboarded: the holder, the email masked after its first 3 characters, payouts on. */
export const Onboarded: Story = {};

/** Details the provider has not asked for yet, and payouts not on. */
export const Incomplete: Story = { args: { account: onboardingAccount } };

/** An account in a currency other than ours. */
export const OtherCurrency: Story = {
  args: {
    account: {
      ...connectedAccount,
      country: 'FR',
      default_currency: 'eur',
      email: 'al@example.fr',
    },
  },
};
