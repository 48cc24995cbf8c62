import { screen, waitFor, within } from '@testing-library/react';
import { mockError } from '@ruume/api-client/testing';
import { meetingEndpoints, roomsMessages as text } from '@ruume/contracts';
import { liveMeetingHandlers } from '../../testing';
import { createAppStore } from '@ruume/api-client';
import { renderWithStore } from '@ruume/ui-kit/testing';
import { ScheduleDialog } from './schedule-dialog';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

// 'Now' is 20 Nov 2030 (setupApiMocks restores it after each test), so 3 Dec 2030 is ahead.
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-11-20T12:00:00Z'));
});

function renderDialog(mode: 'schedule' | 'personal' = 'schedule') {
  server.use(...liveMeetingHandlers());
  const onCreated = jest.fn();
  const onLimitReached = jest.fn();
  const view = renderWithStore(
    <ScheduleDialog
      open
      mode={mode}
      onClose={jest.fn()}
      onCreated={onCreated}
      onLimitReached={onLimitReached}
    />,
    { store: createAppStore() },
  );
  return { ...view, onCreated, onLimitReached };
}

/** Fills the dialog's fields; empty strings clear them. */
async function fill(
  user: ReturnType<typeof renderDialog>['user'],
  fields: { date?: string; time?: string; zone?: string; room?: string },
) {
  if (fields.date !== undefined) {
    const date = await screen.findByLabelText(text.dateLabel);
    await user.clear(date);
    if (fields.date) await user.type(date, fields.date);
  }
  if (fields.time !== undefined) {
    const time = screen.getByLabelText(text.startTimeLabel);
    await user.clear(time);
    if (fields.time) await user.type(time, fields.time);
  }
  if (fields.zone)
    await user.selectOptions(
      screen.getByLabelText(text.timezoneLabel),
      fields.zone,
    );
  if (fields.room)
    await user.type(screen.getByLabelText(/^room address/), fields.room);
}

const submit = (user: ReturnType<typeof renderDialog>['user'], name: string) =>
  user.click(screen.getByRole('button', { name }));

it('defaults to the viewer’s zone, tomorrow at 10:00, an hour', async () => {
  renderDialog();
  expect(await screen.findByLabelText(text.timezoneLabel)).toHaveValue(
    'Europe/Paris',
  );
  expect(screen.getByLabelText(text.startTimeLabel)).toHaveValue('10:00');
  expect(screen.getByLabelText(text.durationLabel)).toHaveValue('60');
});

it('refuses a start in the past and a reserved room address, with the contracts’ texts', async () => {
  const { user, onCreated } = renderDialog();
  await fill(user, { date: '2020-01-06', room: 'dashboard' });
  await submit(user, text.scheduleSubmit);
  expect(
    await screen.findByText('the start time must not be in the past'),
  ).toBeVisible();
  expect(screen.getByLabelText(text.startTimeLabel)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(
    screen.getByText('this room id is reserved; please choose another'),
  ).toBeVisible();
  expect(onCreated).not.toHaveBeenCalled();
});

it('asks for a date and a start time', async () => {
  const { user } = renderDialog();
  await fill(user, { date: '', time: '' });
  await submit(user, text.scheduleSubmit);
  expect(await screen.findByText(text.dateRequired)).toBeVisible();
  expect(screen.getByText(text.startTimeRequired)).toBeVisible();
});

it('schedules in another zone: the times sent are that zone’s wall clock, in UTC', async () => {
  const { user, onCreated } = renderDialog();
  await fill(user, {
    date: '2030-12-03',
    time: '15:00',
    zone: 'America/New_York',
    room: 'Jane-Retro',
  });
  await submit(user, text.scheduleSubmit);
  await screen.findByText(/is scheduled for/);
  expect(onCreated).toHaveBeenCalledWith(
    expect.objectContaining({
      roomId: 'jane-retro',
      scheduledStartTime: '2030-12-03T20:00:00.000Z',
      scheduledEndTime: '2030-12-03T21:00:00.000Z',
      timezone: 'America/New_York',
    }),
  );
  // The viewer (Paris) reads their own clock first, New York's in brackets.
  expect(
    screen.getByText(
      'product demo is scheduled for Tue 3 Dec, 21:00–22:00 (15:00–16:00 New York)',
    ),
  ).toBeVisible();
});

it('puts a taken room address under its field', async () => {
  const { user } = renderDialog();
  await fill(user, { date: '2030-12-03', room: 'jane-office-hours' });
  await submit(user, text.scheduleSubmit);
  const field = screen.getByLabelText(text.customRoomIdOptional);
  expect(
    await screen.findByText('this room id is taken; please choose another'),
  ).toBeVisible();
  expect(field).toHaveAttribute('aria-invalid', 'true');
});

it('hands a 429 to the page (SPEC §8 modal)', async () => {
  const { user, onLimitReached } = renderDialog();
  server.use(mockError(meetingEndpoints.createRoom, 'MEETING_LIMIT_REACHED'));
  await fill(user, { date: '2030-12-03' });
  await submit(user, text.scheduleSubmit);
  await waitFor(() => expect(onLimitReached).toHaveBeenCalled());
});

it('a personal room needs its address, and has no time', async () => {
  const { user, onCreated } = renderDialog('personal');
  const dialog = await screen.findByRole('dialog', {
    name: text.personalTitle,
  });
  expect(within(dialog).queryByLabelText(text.dateLabel)).toBeNull();
  await submit(user, text.personalSubmit);
  expect(await screen.findByText(text.customRoomIdRequired)).toBeVisible();
  await fill(user, { room: 'jane-studio' });
  expect(
    screen.getByText(
      text.customRoomIdPreview('http://localhost/m/jane-studio'),
    ),
  ).toBeVisible();
  await submit(user, text.personalSubmit);
  await screen.findByText(
    text.personalCreated('http://localhost/m/jane-studio'),
  );
  expect(onCreated).toHaveBeenCalledWith(
    expect.objectContaining({
      roomId: 'jane-studio',
      scheduledStartTime: null,
      timezone: null,
    }),
  );
});
