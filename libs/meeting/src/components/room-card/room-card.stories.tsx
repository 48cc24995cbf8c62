import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  demoMeeting,
  demoTemplate,
  instantMeeting,
  officeHoursTemplate,
  scheduledMeeting,
  standupTemplate,
  storyTimeZone,
  upcomingMeetings,
} from '../../testing';
import { RoomCard } from './room-card';

const now = Date.now();
const [, , upcomingOfficeHours] = upcomingMeetings(now);

const meta = {
  title: 'meeting/components/RoomCard',
  component: RoomCard,
  parameters: { layout: 'padded' },
  args: {
    meeting: instantMeeting,
    template: standupTemplate,
    viewerZone: storyTimeZone,
    now,
    onCopyLink: fn(),
    onInvite: fn(),
    onUnsetSchedule: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof RoomCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An instant room: enter, copy its link, delete. */
export const Instant: Story = {};

/** Scheduled in New York, read in Paris: both clocks; calendar and invitations. */
export const ScheduledElsewhere: Story = {
  args: { meeting: upcomingOfficeHours, template: officeHoursTemplate },
};

/** Over: no calendar or invitations any more. */
export const Ended: Story = {
  args: { meeting: scheduledMeeting, template: officeHoursTemplate },
};

/** A YouTube background and a fee to watch. */
export const YouTubeAndFee: Story = {
  args: { meeting: demoMeeting, template: demoTemplate },
};

/** Its template was deleted: a quiet placeholder. */
export const NoTemplate: Story = { args: { template: undefined } };
