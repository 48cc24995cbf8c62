import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockError } from '@ruume/api-client/testing';
import {
  COPY_CONFIRMATION_MS,
  meetingEndpoints,
  messages,
  roomsMessages as text,
} from '@ruume/contracts';
import {
  liveMeetingHandlers,
  meetingHandlersEmpty,
  meetingHandlersLimitReached,
} from '../../testing';
import { createAppStore } from '@ruume/api-client';
import { renderWithStore } from '@ruume/ui-kit/testing';
import { DashboardPage } from './dashboard-page';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

// 'Now' is 25 March 2025: office hours (1 April) and planning (10 June) are ahead.
beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-03-25T12:00:00Z'));
});

function renderDashboard(route = '/dashboard') {
  server.use(...liveMeetingHandlers());
  return renderWithStore(<DashboardPage />, {
    store: createAppStore(),
    route,
    path: '/dashboard/*',
  });
}

const room = (name: string) => screen.findByRole('article', { name });

/** The next page of the list, as a keyboard or screen reader asks for it. */
async function loadMore(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('button', { name: messages.loadMore }),
  );
}

it('lists every room with its link, and a scheduled one in both clocks', async () => {
  const { user } = renderDashboard();
  const office = await room('office hours');
  // The first page (three rooms here), then the rest on asking for more.
  expect(screen.getAllByRole('article')).toHaveLength(3);
  await loadMore(user);
  expect(await room('quarterly planning')).toBeVisible();
  expect(screen.getAllByRole('article')).toHaveLength(4);
  expect(
    screen.queryByRole('button', { name: messages.loadMore }),
  ).not.toBeInTheDocument();
  // Planned in Toronto, read in Paris.
  expect(
    within(office).getByText('Tue 1 Apr, 18:00–19:00 (12:00–13:00 Toronto)'),
  ).toBeVisible();
  expect(
    within(office).getByText('localhost/m/jane-office-hours'),
  ).toBeVisible();
  expect(within(office).getByText(text.personalBadge)).toBeVisible();
  expect(
    within(office).getByRole('link', { name: text.addToCalendar }),
  ).toHaveAttribute(
    'href',
    '/api/v1/meeting/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/calendar.ics',
  );
  const standup = await room('team standup');
  expect(
    within(standup).queryByRole('link', { name: text.addToCalendar }),
  ).toBeNull();
  expect(
    within(standup).getByRole('link', { name: text.enterRoom }),
  ).toHaveAttribute('href', '/m/k3x9p2m7qa');
});

it('/dashboard/scheduled groups meetings by day; /dashboard/my lists personal rooms', async () => {
  const { user } = renderDashboard('/dashboard/scheduled');
  expect(
    await screen.findByRole('region', { name: 'Tuesday 1 April' }),
  ).toBeVisible();
  await loadMore(user);
  expect(
    await screen.findByRole('region', { name: 'Tuesday 10 June' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: text.scheduledTab })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('starts a room from a template in one click and opens its entry', async () => {
  const { user } = renderDashboard();
  await room('office hours');
  await user.click(screen.getByRole('button', { name: text.startRoom }));
  const picker = await screen.findByRole('dialog', { name: text.pickerTitle });
  await user.click(within(picker).getByRole('button', { name: 'education' }));
  expect(
    within(picker).getAllByRole('button', { name: /^start a room with/ }),
  ).toHaveLength(1);
  await user.click(
    within(picker).getByRole('button', {
      name: text.startWith('office hours'),
    }),
  );
  expect(await screen.findByText('Navigated to /m/n3w5r7m9qz')).toBeVisible();
});

it('on 429 shows SPEC §8’s modal with the upgrade in a new tab', async () => {
  server.use(...meetingHandlersLimitReached);
  const { user } = renderWithStore(<DashboardPage />, {
    store: createAppStore(),
    route: '/dashboard',
    path: '/dashboard/*',
  });
  await user.click(screen.getByRole('button', { name: text.startRoom }));
  await user.click(
    await screen.findByRole('button', { name: text.startWith('team standup') }),
  );
  const modal = await screen.findByRole('dialog', {
    name: messages.meetingLimitTitle,
  });
  expect(modal).toHaveAccessibleDescription(
    'you have reached meeting limit in the last 24 hours. upgrade your plan to increase the limit.',
  );
  const upgrade = within(modal).getByRole('link', { name: text.limitUpgrade });
  expect(upgrade).toHaveAttribute('href', '/settings/subscription');
  expect(upgrade).toHaveAttribute('target', '_blank');
});

it('deletes a room only once confirmed, and the list starts again from its first page', async () => {
  const { user } = renderDashboard();
  const standup = await room('team standup');
  await loadMore(user);
  await room('quarterly planning');
  await user.click(
    within(standup).getByRole('button', { name: text.deleteRoom }),
  );
  let dialog = await screen.findByRole('dialog', {
    name: text.deleteTitle('team standup'),
  });
  await user.click(within(dialog).getByRole('button', { name: text.keepRoom }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('article', { name: 'team standup' })).toBeVisible();

  await user.click(
    within(standup).getByRole('button', { name: text.deleteRoom }),
  );
  dialog = await screen.findByRole('dialog');
  await user.click(
    within(dialog).getByRole('button', { name: text.deleteConfirm }),
  );
  expect(await screen.findByText(text.deleted)).toBeVisible();
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: 'team standup' })).toBeNull(),
  );
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(
    screen.queryByRole('button', { name: messages.loadMore }),
  ).not.toBeInTheDocument();
});

it('removes a schedule once confirmed: the room stays, without its time', async () => {
  const { user } = renderDashboard();
  await loadMore(user);
  const planning = await room('quarterly planning');
  await user.click(
    within(planning).getByRole('button', { name: text.unsetSchedule }),
  );
  const dialog = await screen.findByRole('dialog', { name: text.unsetTitle });
  await user.click(
    within(dialog).getByRole('button', { name: text.unsetConfirm }),
  );
  await waitFor(() =>
    expect(
      within(
        screen.getByRole('article', { name: 'quarterly planning' }),
      ).queryByRole('button', { name: text.unsetSchedule }),
    ).toBeNull(),
  );
});

it('invites people to a scheduled meeting and shows who confirmed', async () => {
  const { user } = renderDashboard();
  const office = await room('office hours');
  await user.click(within(office).getByRole('button', { name: text.invite }));
  const dialog = await screen.findByRole('dialog', {
    name: text.inviteTitle('office hours'),
  });
  expect(
    await within(dialog).findByText(text.confirmedCount(2, 3)),
  ).toBeVisible();
  const emails = within(dialog).getByLabelText(text.inviteEmailsLabel);
  await user.type(emails, 'mary@example.com, not-an-email');
  await user.click(
    within(dialog).getByRole('button', { name: text.inviteSubmit }),
  );
  expect(
    within(dialog).getByText(`${messages.emailInvalid}: not-an-email`),
  ).toBeVisible();
  await user.clear(emails);
  await user.type(emails, 'mary@example.com\nalan@example.com');
  await user.click(
    within(dialog).getByRole('button', { name: text.inviteSubmit }),
  );
  expect(await screen.findByText(text.invitationsSent(2))).toBeVisible();
  expect(await within(dialog).findByText('alan@example.com')).toBeVisible();
  expect(within(dialog).getByText(text.confirmedCount(2, 5))).toBeVisible();
});

it('a new host’s empty dashboard leads to the first room', async () => {
  server.use(...meetingHandlersEmpty);
  const { user } = renderWithStore(<DashboardPage />, {
    store: createAppStore(),
    route: '/dashboard',
    path: '/dashboard/*',
  });
  const empty = await screen.findByRole('region', { name: text.emptyAllTitle });
  await user.click(within(empty).getByRole('button', { name: text.startRoom }));
  expect(
    await screen.findByRole('dialog', { name: text.pickerTitle }),
  ).toBeVisible();
});

it('says when the rooms cannot load, and tries again', async () => {
  server.use(mockError(meetingEndpoints.list, 'DATABASE_UNAVAILABLE'));
  renderWithStore(<DashboardPage />, {
    store: createAppStore(),
    route: '/dashboard',
    path: '/dashboard/*',
  });
  expect(await screen.findByText(text.listFailed)).toBeVisible();
  expect(screen.getByRole('button', { name: text.tryAgain })).toBeVisible();
});

describe('copying a room link', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: Date.parse('2025-03-25T12:00:00Z') }),
  );
  afterEach(() => jest.useRealTimers());

  it('copies {origin}/m/{roomId} and says "copied to clipboard" for 3 s', async () => {
    server.use(...liveMeetingHandlers());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithStore(<DashboardPage />, {
      store: createAppStore(),
      route: '/dashboard',
      path: '/dashboard/*',
    });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const office = await room('office hours');
    await user.click(
      within(office).getByRole('button', { name: text.copyLink }),
    );
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost/m/jane-office-hours',
    );
    expect(screen.getByText('copied to clipboard')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 500));
    expect(screen.getByText('copied to clipboard')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('copied to clipboard')).not.toBeInTheDocument();
  });
});
