import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { billingHandlers } from '../../testing';
import { SubscriptionPage } from './subscription-page';

const meta = {
  title: 'billing/pages/SubscriptionPage',
  component: SubscriptionPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(billingHandlers)],
} satisfies Meta<typeof SubscriptionPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
