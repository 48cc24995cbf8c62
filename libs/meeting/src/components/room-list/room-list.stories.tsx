import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { loadNextPage } from '@ruume/ui-kit/testing';
import { roomsMessages as text } from '@ruume/contracts';
import {
  buildMeetingHandlers,
  liveMeetingHandlers,
  meetingHandlersEmpty,
  meetingHandlersFailing,
  meetingHandlersLoading,
  upcomingMeetings,
  withViewerTimeZone,
} from '../../testing';
import { RoomList } from './room-list';

const upcoming = buildMeetingHandlers({ meetings: upcomingMeetings() });

const meta = {
  title: 'meeting/components/RoomList',
  component: RoomList,
  parameters: { layout: 'padded' },
  args: {
    view: 'all',
    onStart: fn(),
    onSchedule: fn(),
    onNewPersonalRoom: fn(),
  },
  decorators: [withViewerTimeZone(), withApi(upcoming)],
} satisfies Meta<typeof RoomList>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** Every room of the host, newest first. */
export const AllRooms: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'office hours' });
  },
};

/** Past the first page: the next rooms load as the list's end scrolls near, or on 'load more'. */
export const AllRoomsNextPage: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'office hours' });
    await loadNextPage(canvasElement);
    await within(canvasElement).findByRole('article', {
      name: 'quarterly planning',
    });
  },
};

/** Upcoming meetings grouped by their day in the viewer's zone, then past ones. */
export const Scheduled: Story = {
  args: { view: 'scheduled' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', {
      name: 'office hours',
    });
    // The second page: it loads as the end scrolls into view, or with 'load more'.
    await loadNextPage(canvasElement);
    await within(canvasElement).findByRole('article', {
      name: 'quarterly planning',
    });
  },
};

/** The host's personal rooms (custom room ids). */
export const MyRooms: Story = {
  args: { view: 'my' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'office hours' });
  },
};

export const Loading: Story = {
  decorators: [withApi(meetingHandlersLoading)],
};

export const Failing: Story = {
  decorators: [withApi(meetingHandlersFailing)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.listFailed);
  },
};

/** Nothing in the list: the empty state of the view. */
export const Empty: Story = {
  decorators: [withApi(meetingHandlersEmpty)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.emptyAllTitle);
  },
};

/** Deleting a room asks first. */
export const DeleteConfirm: Story = {
  decorators: [withApi(liveMeetingHandlers({ meetings: upcomingMeetings() }))],
  play: async ({ canvasElement }) => {
    const room = await within(canvasElement).findByRole('article', {
      name: 'team standup',
    });
    await userEvent.click(
      within(room).getByRole('button', { name: text.deleteRoom }),
    );
    await page(canvasElement).findByRole('dialog', {
      name: text.deleteTitle('team standup'),
    });
  },
};
