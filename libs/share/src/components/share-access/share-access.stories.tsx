import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { monetizationChecks, shareHandlers, shareIds } from '../../testing';
import { ShareAccess } from './share-access';

const meta = {
  title: 'share/components/ShareAccess',
  component: ShareAccess,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(shareHandlers)],
  args: { shareId: shareIds.paidOnly, access: monetizationChecks.paidOnly },
} satisfies Meta<typeof ShareAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recording must be paid for: the email form. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByPlaceholderText('email'),
    ).toBeRequired();
  },
};

/** Donations only: support the creator, or skip to the download. */
export const DonationOnly: Story = {
  args: {
    shareId: shareIds.donationOnly,
    access: monetizationChecks.donationOnly,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Would you like to support the creator?'),
    ).toBeVisible();
  },
};

/** Paid, with donations: the form and a separate block to tip the creator. */
export const PaidAndDonation: Story = {
  args: {
    shareId: shareIds.paidAndDonation,
    access: monetizationChecks.paidAndDonation,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: 'support the creator',
      }),
    ).toBeVisible();
  },
};

/** No such recording: the recording-not-found screen. */
export const NotFound: Story = {
  args: { shareId: shareIds.missing, access: null },
};
