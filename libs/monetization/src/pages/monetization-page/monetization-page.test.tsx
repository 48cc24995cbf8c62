import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monetizationMessages as text } from '@ruume/contracts';
import * as stories from './monetization-page.stories';
import { composePageStories } from '@ruume/jest-support/render-stories';

const {
  Business,
  Created,
  DisconnectFlow,
  Failing,
  Loading,
  NoAccount,
  Onboarded,
  RecordingsTab,
} = composePageStories(stories);

const section = (name: string) => screen.findByRole('region', { name });

it('opens on the overview: account, earnings, payouts, sales and room entry fees', async () => {
  render(<Onboarded />);
  expect(screen.getByRole('tab', { name: text.overviewTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(
    await within(await section(text.accountTitle)).findByText(
      'jan***@example.com',
    ),
  ).toBeVisible();
  expect(
    within(await section(text.earningsTitle)).getAllByRole('listitem'),
  ).toHaveLength(3);
  expect(
    within(await section(text.payoutsTitle)).getByText(
      'payouts are sent daily at 00:00 UTC to your connected account.',
    ),
  ).toBeVisible();
  expect(
    await within(await section(text.salesTitle)).findByRole('table'),
  ).toBeVisible();
  expect(
    await within(await section(text.roomSalesTitle)).findByRole('table', {
      name: text.roomSalesTitle,
    }),
  ).toBeVisible();
});

it('without an account, offers to connect one', async () => {
  render(<NoAccount />);
  const account = await section(text.accountTitle);
  expect(
    within(account).getByRole('button', { name: text.connect }),
  ).toBeVisible();
  expect(await screen.findByText(text.salesEmpty)).toBeVisible();
  expect(await screen.findByText(text.roomSalesEmpty)).toBeVisible();
});

it('with an account created, offers to continue onboarding', async () => {
  render(<Created />);
  expect(
    within(await section(text.accountTitle)).getByRole('button', {
      name: text.continueOnboarding,
    }),
  ).toBeVisible();
});

it('shows the earnings of the user’s tier', async () => {
  render(<Business />);
  const earnings = await section(text.earningsTitle);
  expect(within(earnings).getByText('you keep 100%')).toBeVisible();
  expect(
    within(earnings).queryByRole('link', { name: text.upgradeForMore }),
  ).not.toBeInTheDocument();
});

it('has the files-and-recordings screen as its other tab, in the address', async () => {
  const user = userEvent.setup();
  render(<Onboarded />);
  await user.click(screen.getByRole('tab', { name: text.recordingsTab }));
  expect(
    await screen.findByRole('article', { name: 'product launch' }),
  ).toBeVisible();
  expect(
    screen.queryByRole('region', { name: text.accountTitle }),
  ).not.toBeInTheDocument();
});

it('opens the recordings tab from ?tab=recordings', async () => {
  render(<RecordingsTab />);
  expect(screen.getByRole('tab', { name: text.recordingsTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(
    await screen.findByRole('progressbar', { name: 'recording storage' }),
  ).toBeVisible();
});

it('shows what is loading', () => {
  render(<Loading />);
  expect(
    screen.getByRole('status', { name: text.accountLoading }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('status', { name: text.salesLoading }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('status', { name: text.roomSalesLoading }),
  ).toBeInTheDocument();
});

it('says what failed, each part on its own', async () => {
  render(<Failing />);
  expect(await screen.findByText(text.accountLoadFailed)).toBeVisible();
  expect(await screen.findByText(text.salesLoadFailed)).toBeVisible();
  expect(await screen.findByText(text.roomSalesLoadFailed)).toBeVisible();
  expect(screen.getAllByRole('button', { name: text.tryAgain })).toHaveLength(
    3,
  );
});

it('disconnects: the toast, and the account is back to none (SPEC §4)', async () => {
  const { container } = render(<DisconnectFlow />);
  await DisconnectFlow.play?.({ canvasElement: container });
  expect(
    screen.getAllByText('stripe account has been successfully disconnected.'),
  ).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: text.connect })).toBeVisible();
});
