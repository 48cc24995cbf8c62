import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { meetingHandlers } from '../../testing';
import { InvitationConfirmPage } from './invitation-confirm-page';

const meta = {
  title: 'meeting/pages/InvitationConfirmPage',
  component: InvitationConfirmPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(meetingHandlers)],
} satisfies Meta<typeof InvitationConfirmPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
