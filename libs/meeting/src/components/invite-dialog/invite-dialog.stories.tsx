import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { messages, roomsMessages as text } from '@ruume/contracts';
import {
  instantMeeting,
  meetingHandlers,
  meetingHandlersFailing,
  meetingHandlersLoading,
  scheduledMeeting,
  withViewerTimeZone,
} from '../../testing';
import { InviteDialog } from './invite-dialog';

const meta = {
  title: 'meeting/components/InviteDialog',
  component: InviteDialog,
  args: { meeting: scheduledMeeting, onClose: fn() },
  decorators: [withViewerTimeZone(), withApi(meetingHandlers)],
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** Office hours: three invited, two confirmed (dates in the viewer's zone). */
export const WithInvitations: Story = {
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(text.confirmedCount(2, 3));
  },
};

/** No one invited yet. */
export const Empty: Story = {
  args: { meeting: instantMeeting },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(text.noInvitations);
  },
};

export const Loading: Story = {
  decorators: [withApi(meetingHandlersLoading)],
};

/** The invitations could not be read. */
export const Failing: Story = {
  decorators: [withApi(meetingHandlersFailing)],
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(text.invitationsFailed);
  },
};

/** Addresses refused as typed, before any call. */
export const InvalidEmails: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(
      await body.findByLabelText(text.inviteEmailsLabel),
      'ada@example.com, not-an-address',
    );
    await userEvent.click(
      body.getByRole('button', { name: text.inviteSubmit }),
    );
    await body.findByText(`${messages.emailInvalid}: not-an-address`);
  },
};
