import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { invitationConfirmation, withViewerTimeZone } from '../../testing';
import { InvitationConfirmSuccessPage } from './invitation-confirm-success-page';

const meta = {
  title: 'meeting/pages/InvitationConfirmSuccessPage',
  component: InvitationConfirmSuccessPage,
  parameters: { layout: 'fullscreen', route: '/invitation/confirm/success' },
  decorators: [withViewerTimeZone()],
} satisfies Meta<typeof InvitationConfirmSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Straight from the confirm link: the meeting, its time in the visitor's zone, the room. */
export const FromConfirmLink: Story = {
  parameters: { router: false },
  decorators: [
    (Story) => (
      <MemoryRouter
        initialEntries={[
          {
            pathname: '/invitation/confirm/success',
            state: { confirmation: invitationConfirmation },
          },
        ]}
      >
        <Story />
      </MemoryRouter>
    ),
  ],
};

/** Opened on its own (a bookmark, a reload elsewhere): the general thanks. */
export const Direct: Story = {};
