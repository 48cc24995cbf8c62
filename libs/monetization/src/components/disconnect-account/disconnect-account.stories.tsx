import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import {
  monetizationMessages,
  paymentEndpoints,
  stopsSellingInGeneral,
} from '@ruume/contracts';
import { monetizationUsers, withMonetizationAccount } from '../../testing';
import { DisconnectAccount } from './disconnect-account';

const meta = {
  title: 'monetization/components/DisconnectAccount',
  component: DisconnectAccount,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DisconnectAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(
    within(canvasElement).getByRole('button', {
      name: monetizationMessages.disconnect,
    }),
  );
  return screen.findByRole('dialog', {
    name: monetizationMessages.disconnectConfirmTitle,
  });
};

const onboarded = withMonetizationAccount(monetizationUsers.onboarded);

export const Default: Story = { decorators: [onboarded] };

/** Asked to confirm before anything happens. */
export const Confirming: Story = {
  decorators: [onboarded],
  play: async ({ canvasElement }) => {
    await expect(await openDialog(canvasElement)).toBeVisible();
  },
};

/** Nothing is sold through the account: the dialog's own text alone. */
export const ConfirmingNothingSold: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      monetizedProducts: {
        paidRecordings: 0,
        donationRecordings: 0,
        paidRooms: 0,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await openDialog(canvasElement)).toBeVisible();
  },
};

/** The count failed: what stops, in general words. */
export const ConfirmingCountFailed: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [
        mockError(paymentEndpoints.monetizedProducts, 'INTERNAL_ERROR'),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(
      await within(dialog).findByText(stopsSellingInGeneral.disconnect),
    ).toBeVisible();
  },
};

/** The call failed: the dialog says so and stays. */
export const Fails: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: [
        mockError(paymentEndpoints.deleteStripeAccount, 'INTERNAL_ERROR'),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: monetizationMessages.disconnect,
      }),
    );
    await expect(
      await within(dialog).findByText(monetizationMessages.disconnectFailed),
    ).toBeVisible();
  },
};
