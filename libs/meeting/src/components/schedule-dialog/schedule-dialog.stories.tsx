import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { withApi } from '@ruume/api-client/testing';
import { roomsMessages as text } from '@ruume/contracts';
import {
  meetingHandlers,
  meetingHandlersFailing,
  meetingHandlersLoading,
  withViewerTimeZone,
} from '../../testing';
import { ScheduleDialog } from './schedule-dialog';

const meta = {
  title: 'meeting/components/ScheduleDialog',
  component: ScheduleDialog,
  args: {
    open: true,
    mode: 'schedule',
    onClose: fn(),
    onCreated: fn(),
    onLimitReached: fn(),
  },
  decorators: [withViewerTimeZone(), withApi(meetingHandlers)],
} satisfies Meta<typeof ScheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body);

/** Tomorrow at 10:00 for an hour, in the viewer's zone. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByLabelText(text.dateLabel);
  },
};

/** Refused as typed: a date in the past, a reserved address. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
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

/** A room address typed: the link it makes, shown under the field. */
export const CustomRoomId: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.type(
      await body.findByLabelText(text.customRoomIdOptional),
      'jane-weekly',
    );
  },
};

/** A new personal room: a template and an address of the host's own. */
export const PersonalRoom: Story = {
  args: { mode: 'personal' },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByLabelText(text.customRoomIdLabel);
  },
};

export const Loading: Story = {
  decorators: [withApi(meetingHandlersLoading)],
};

/** The templates could not be read. */
export const Failing: Story = {
  decorators: [withApi(meetingHandlersFailing)],
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(text.templatesFailed);
  },
};
