import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import {
  paths,
  recordingErrorMessages,
  routePatterns,
  shareMessages,
} from '@ruume/contracts';
import {
  shareHandlers,
  shareHandlersCheckoutFailing,
  shareHandlersCheckoutPending,
  shareHandlersLoading,
  shareIds,
} from '../../testing';
import { ShareAccessPage } from './share-access-page';

// Each variant is a share id the handlers know (testing.ts); each state a set of handlers.
const at = (shareId: string) => ({
  route: paths.share.access(shareId),
  path: routePatterns.share.access,
});

const meta = {
  title: 'share/pages/ShareAccessPage',
  component: ShareAccessPage,
  parameters: { layout: 'fullscreen', ...at(shareIds.paidOnly) },
  decorators: [withApi(shareHandlers)],
} satisfies Meta<typeof ShareAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitEmail = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(
    await canvas.findByLabelText('email'),
    'new.visitor@example.com',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
};

/** The monetization check is running: the overlay alone. */
export const Loading: Story = {
  decorators: [withApi(shareHandlersLoading)],
};

/** The recording must be paid for: the email form. */
export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'access file / recording' }),
    ).toBeVisible();
    await expect(canvas.getByPlaceholderText('email')).toBeRequired();
  },
};

/** Donations only: support the creator, or skip to the download. */
export const DonationOnly: Story = {
  parameters: at(shareIds.donationOnly),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Would you like to support the creator?',
      ),
    ).toBeVisible();
  },
};

/** Paid, with donations: the form and a separate block to tip the creator. */
export const PaidAndDonation: Story = {
  parameters: at(shareIds.paidAndDonation),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'support the creator',
      }),
    ).toBeVisible();
  },
};

/** The access check runs: 'Checking...', disabled. */
export const Checking: Story = {
  decorators: [withApi(shareHandlersCheckoutPending)],
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Checking...' }),
    ).toBeDisabled();
  },
};

/** The access check fails: SPEC §8's message under the email field. */
export const PaidWithError: Story = {
  decorators: [withApi(shareHandlersCheckoutFailing)],
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shareMessages.somethingWentWrong,
    );
  },
};

/** The donation's checkout fails: the same message under the buttons. */
export const DonationWithError: Story = {
  parameters: at(shareIds.donationOnly),
  decorators: [withApi(shareHandlersCheckoutFailing)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Donate' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      shareMessages.somethingWentWrong,
    );
  },
};

/**
 * A price whose creator cannot take payments now (moved to the free plan, or no payments
 * account): not for sale right now, and past buyers still enter their email.
 */
export const NotForSaleNow: Story = {
  parameters: at(shareIds.notForSaleNow),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(shareMessages.notForSaleNow),
    ).toBeVisible();
    await expect(canvas.getByLabelText('email')).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'support the creator' }),
    ).toBeNull();
  },
};

/** Not for sale now, and the email has no purchase: the api's reason, not an error. */
export const NotForSaleNowNewVisitor: Story = {
  parameters: at(shareIds.notForSaleNow),
  play: async ({ canvasElement }) => {
    const canvas = await submitEmail(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      recordingErrorMessages.creatorCannotBePaid,
    );
  },
};

/** No such recording (or the check failed): the recording-not-found screen. */
export const NotFound: Story = {
  parameters: at(shareIds.missing),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'recording not found',
      }),
    ).toBeVisible();
  },
};

/** Free: straight on to the download page. */
export const Free: Story = {
  parameters: at(shareIds.free),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        `Navigated to ${paths.share.download(shareIds.free)}`,
      ),
    ).toBeVisible();
  },
};
