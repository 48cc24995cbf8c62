import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSession } from '@ruume/auth/testing';
import { billingHandlers, billingUsers } from '@ruume/billing/testing';
import { houseUser } from '@ruume/contracts/testing';
import { SignedInLayout } from './signed-in-layout';

const meta = {
  title: 'web/SignedInLayout',
  component: SignedInLayout,
  parameters: { layout: 'fullscreen', route: '/dashboard', path: '/dashboard' },
  args: { paymentsTestMode: false },
  decorators: [withSession(houseUser)],
} satisfies Meta<typeof SignedInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar of every signed-in page, with the account menu. */
export const Default: Story = {};

/**
 * Payments on the sandbox ('test mode' in the top bar) and a failed renewal: the notice asking
 * for a new card sits above the page.
 */
export const PastDueInTestMode: Story = {
  args: { paymentsTestMode: true },
  decorators: [withSession(billingUsers.pastDue, billingHandlers)],
};
