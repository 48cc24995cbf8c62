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
  OnboardedOnStripe,
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
  // The sandbox's schedule (SPEC §9).
  expect(
    await within(await section(text.payoutsTitle)).findByText(
      'payouts are sent daily at 00:00 UTC to your connected account.',
    ),
  ).toBeVisible();
  const sales = await within(await section(text.salesTitle)).findByRole(
    'table',
    { name: text.salesTitle },
  );
  // Both kinds in the one table.
  expect(
    within(sales).getByRole('row', { name: /office hours/ }),
  ).toBeVisible();
  expect(
    within(sales).getByRole('row', { name: /pricing masterclass/ }),
  ).toBeVisible();
});

it("says what Stripe does with payouts: daily at its own time, after the account's delay", async () => {
  render(<OnboardedOnStripe />);
  expect(
    await within(await section(text.payoutsTitle)).findByText(
      "payouts are sent daily to your connected account, on your payment provider's schedule. each payment is paid out 2 days after it is made.",
    ),
  ).toBeVisible();
});

it('without an account, offers to connect one', async () => {
  render(<NoAccount />);
  const account = await section(text.accountTitle);
  expect(
    within(account).getByRole('button', { name: text.connect }),
  ).toBeVisible();
  expect(
    within(await section(text.payoutsTitle)).getByText(
      'payouts are sent daily to your connected account.',
    ),
  ).toBeVisible();
  expect(await screen.findByText(text.salesEmpty)).toBeVisible();
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
});

it('says what failed, each part on its own', async () => {
  render(<Failing />);
  expect(await screen.findByText(text.accountLoadFailed)).toBeVisible();
  expect(await screen.findByText(text.salesLoadFailed)).toBeVisible();
  expect(screen.getAllByRole('button', { name: text.tryAgain })).toHaveLength(
    2,
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
