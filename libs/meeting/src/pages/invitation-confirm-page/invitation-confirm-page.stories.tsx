import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { roomsMessages as text } from '@ruume/contracts';
import {
  invitationTokens,
  meetingHandlers,
  meetingHandlersFailing,
  meetingHandlersLoading,
} from '../../testing';
import { InvitationConfirmPage } from './invitation-confirm-page';

const meta = {
  title: 'meeting/pages/InvitationConfirmPage',
  component: InvitationConfirmPage,
  parameters: {
    layout: 'fullscreen',
    path: '/invitation/confirm',
    route: `/invitation/confirm?token=${invitationTokens.valid}`,
  },
  decorators: [withApi(meetingHandlers)],
} satisfies Meta<typeof InvitationConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation under way. */
export const Pending: Story = {
  decorators: [withApi(meetingHandlersLoading)],
};

/** Confirmed: on to the success page. */
export const Confirms: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'Navigated to /invitation/confirm/success',
    );
  },
};

/** A token that matches no invitation (mistyped, or the meeting was cancelled). */
export const InvalidLink: Story = {
  parameters: {
    route: `/invitation/confirm?token=${invitationTokens.unknown}`,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.invalidLinkTitle);
  },
};

/** The meeting is over. */
export const Expired: Story = {
  parameters: {
    route: `/invitation/confirm?token=${invitationTokens.expired}`,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.expiredTitle);
  },
};

/** The link lost its token on the way. */
export const MissingToken: Story = {
  parameters: { route: '/invitation/confirm' },
};

/** The service is down: try again. */
export const Failing: Story = {
  decorators: [withApi(meetingHandlersFailing)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.confirmFailedTitle);
  },
};
