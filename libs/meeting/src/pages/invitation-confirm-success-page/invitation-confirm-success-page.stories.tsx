import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '@ruume/api-client/testing';
import { meetingHandlers } from '../../testing';
import { InvitationConfirmSuccessPage } from './invitation-confirm-success-page';

const meta = {
  title: 'meeting/pages/InvitationConfirmSuccessPage',
  component: InvitationConfirmSuccessPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withApi(meetingHandlers)],
} satisfies Meta<typeof InvitationConfirmSuccessPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
