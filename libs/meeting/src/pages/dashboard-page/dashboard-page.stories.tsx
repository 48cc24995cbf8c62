import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { loadNextPage } from '@ruume/ui-kit/testing';
import { messages, roomsMessages as text } from '@ruume/contracts';
import {
  buildMeetingHandlers,
  liveMeetingHandlers,
  meetingHandlersEmpty,
  meetingHandlersFailing,
  meetingHandlersLimitReached,
  meetingHandlersLoading,
  upcomingMeetings,
  withViewerTimeZone,
} from '../../testing';
import { DashboardPage } from './dashboard-page';

const upcoming = buildMeetingHandlers({ meetings: upcomingMeetings() });

const meta = {
  title: 'meeting/pages/DashboardPage',
  component: DashboardPage,
  parameters: {
    layout: 'padded',
    route: '/dashboard',
    path: '/dashboard/*',
  },
  decorators: [withViewerTimeZone(), withApi(upcoming)],
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** Every room of the host: instant, personal and scheduled ones. */
export const AllRooms: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'office hours' });
  },
};

/** /dashboard/scheduled: upcoming meetings by day, each with both clocks when they differ. */
export const Scheduled: Story = {
  parameters: { route: '/dashboard/scheduled' },
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

/** /dashboard/my: the host's personal rooms (custom room ids). */
export const MyRooms: Story = {
  parameters: { route: '/dashboard/my' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'office hours' });
  },
};

/** A new host: the way to the first room. */
export const Empty: Story = {
  decorators: [withApi(meetingHandlersEmpty)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.emptyAllTitle);
  },
};

export const EmptyScheduled: Story = {
  parameters: { route: '/dashboard/scheduled' },
  decorators: [withApi(meetingHandlersEmpty)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.emptyScheduledTitle);
  },
};

export const EmptyMyRooms: Story = {
  parameters: { route: '/dashboard/my' },
  decorators: [withApi(meetingHandlersEmpty)],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text.emptyMyTitle);
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

/** 'start a room': the templates by category, one click each. */
export const StartRoomPicker: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text.startRoom }),
    );
    await page(canvasElement).findByRole('button', {
      name: text.startWith('focus flow'),
    });
  },
};

/** SPEC §8: the day's rooms are used up. */
export const LimitReached: Story = {
  decorators: [withApi(meetingHandlersLimitReached)],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text.startRoom }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('button', {
        name: text.startWith('team standup'),
      }),
    );
    await expect(
      await page(canvasElement).findByRole('dialog', {
        name: messages.meetingLimitTitle,
      }),
    ).toBeVisible();
  },
};

/** 'schedule': date, start, duration, zone and an optional room address. */
export const ScheduleDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text.scheduleMeeting }),
    );
    await page(canvasElement).findByLabelText(text.dateLabel);
  },
};

/** The schedule refused as typed: a date in the past, a reserved address. */
export const ScheduleInvalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text.scheduleMeeting }),
    );
    const body = within(
      await page(canvasElement).findByRole('dialog', {
        name: text.scheduleTitle,
      }),
    );
    const date = await body.findByLabelText(text.dateLabel);
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-06');
    await userEvent.type(
      body.getByLabelText(text.customRoomIdOptional),
      'dashboard',
    );
    await userEvent.click(
      body.getByRole('button', { name: text.scheduleSubmit }),
    );
    await body.findByText('the start time must not be in the past');
  },
};

/** 'new personal room' on /dashboard/my: an address of the host's own. */
export const PersonalRoomDialog: Story = {
  parameters: { route: '/dashboard/my' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: text.newPersonalRoom }),
    );
    await page(canvasElement).findByLabelText(text.customRoomIdLabel);
  },
};

/** Deleting asks first. */
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

/** Invitations of a scheduled meeting: who confirmed, and more to invite. */
export const Invitations: Story = {
  parameters: { route: '/dashboard/scheduled' },
  play: async ({ canvasElement }) => {
    const room = await within(canvasElement).findByRole('article', {
      name: 'office hours',
    });
    await userEvent.click(
      within(room).getByRole('button', { name: text.invite }),
    );
    await page(canvasElement).findByText(text.confirmedCount(2, 3));
  },
};
