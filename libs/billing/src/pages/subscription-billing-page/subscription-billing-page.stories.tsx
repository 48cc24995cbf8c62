import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { billingHandlers } from '../../testing';
import { SubscriptionBillingPage } from './subscription-billing-page';

const meta = {
  title: 'billing/pages/SubscriptionBillingPage',
  component: SubscriptionBillingPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(billingHandlers)],
} satisfies Meta<typeof SubscriptionBillingPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
