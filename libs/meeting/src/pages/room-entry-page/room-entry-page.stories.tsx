import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import {
  failingEndpoints,
  mockEndpoint,
  pendingEndpoints,
  withApi,
} from '@ruume/api-client/testing';
import { meetingEndpoints, roomsMessages as text } from '@ruume/contracts';
import {
  demoMeeting,
  demoTemplate,
  instantMeeting,
  meetingHandlers,
  roomEntryOf,
  scheduledMeeting,
  officeHoursTemplate,
  standupTemplate,
  upcomingMeetings,
  videoRoomEntry,
  withViewerTimeZone,
} from '../../testing';
import { RoomEntryPage } from './room-entry-page';

const meta = {
  title: 'meeting/pages/RoomEntryPage',
  component: RoomEntryPage,
  parameters: {
    layout: 'fullscreen',
    path: '/m/:roomId',
    route: `/m/${instantMeeting.roomId}`,
  },
  decorators: [withViewerTimeZone(), withApi(meetingHandlers)],
} satisfies Meta<typeof RoomEntryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (name: string) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await within(canvasElement).findByRole('heading', { name, level: 1 });
  },
});

/** An image background, free, no password. */
export const Image: Story = { ...shows('team standup') };

/** A looping video background, muted. */
export const Video: Story = {
  parameters: { route: `/m/${videoRoomEntry.roomId}` },
  ...shows('focus flow'),
};

/** A YouTube background: its still, and a fee to watch. */
export const YouTube: Story = {
  parameters: { route: `/m/${demoMeeting.roomId}` },
  ...shows('product demo'),
};

/** A scheduled room asking a password and a fee to join, planned in another zone. */
export const PasswordAndPaid: Story = {
  parameters: { route: `/m/${scheduledMeeting.roomId}` },
  decorators: [
    withApi([
      mockEndpoint(meetingEndpoints.get, () =>
        roomEntryOf(upcomingMeetings()[2], officeHoursTemplate),
      ),
    ]),
  ],
  ...shows('office hours'),
};

/** Only a password. */
export const Password: Story = {
  decorators: [
    withApi([
      mockEndpoint(meetingEndpoints.get, () =>
        roomEntryOf(instantMeeting, standupTemplate, {
          passwordRequired: true,
        }),
      ),
    ]),
  ],
  ...shows('team standup'),
};

/** Only a fee to join. */
export const Paid: Story = {
  decorators: [
    withApi([
      mockEndpoint(meetingEndpoints.get, () =>
        roomEntryOf(
          {
            ...demoMeeting,
            payments: [{ type: 'participant', amount: 9.5, currency: 'cad' }],
          },
          demoTemplate,
        ),
      ),
    ]),
  ],
  ...shows('product demo'),
};

/** The template is gone: a quiet gradient instead of the background. */
export const NoBackground: Story = {
  decorators: [
    withApi([
      mockEndpoint(meetingEndpoints.get, () =>
        roomEntryOf(instantMeeting, undefined),
      ),
    ]),
  ],
  ...shows('team standup'),
};

/** An unknown room id. */
export const NotFound: Story = {
  parameters: { route: '/m/no-such-room' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.roomNotFoundTitle);
  },
};

export const Loading: Story = {
  decorators: [withApi(pendingEndpoints([meetingEndpoints.get]))],
};

export const Failing: Story = {
  decorators: [withApi(failingEndpoints([meetingEndpoints.get]))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.entryFailedTitle);
  },
};
