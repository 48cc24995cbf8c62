import { screen } from '@testing-library/react';
import { billingMessages } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { billingUsers } from '../../testing';
import { CurrentPlan } from './current-plan';

it('shows an active plan’s renewal date and how it is billed', () => {
  renderWithTheme(<CurrentPlan user={billingUsers.professionalMonthly} />);
  expect(
    screen.getByRole('heading', { name: 'professional' }),
  ).toBeInTheDocument();
  expect(screen.getByText('active')).toBeInTheDocument();
  expect(screen.getByText('billed monthly')).toBeInTheDocument();
  expect(screen.getByText('renews on 15 January 2026')).toBeInTheDocument();
});

it('shows when a trial ends', () => {
  renderWithTheme(<CurrentPlan user={billingUsers.trialing} />);
  expect(screen.getByText('free trial')).toBeInTheDocument();
  expect(
    screen.getByText('your free trial ends on 15 July 2025'),
  ).toBeInTheDocument();
});

it('says a past-due plan’s renewal failed', () => {
  renderWithTheme(<CurrentPlan user={billingUsers.pastDue} />);
  expect(screen.getByText('payment failed')).toBeInTheDocument();
  expect(
    screen.getByText(
      'the renewal of 15 June 2025 did not go through; update your card to keep your plan.',
    ),
  ).toBeInTheDocument();
});

it('shows a yearly plan as billed yearly', () => {
  renderWithTheme(<CurrentPlan user={billingUsers.professionalYearly} />);
  expect(screen.getByText('billed yearly')).toBeInTheDocument();
  expect(screen.getByText('renews on 15 June 2026')).toBeInTheDocument();
});

it('shows the free plan without a subscription', () => {
  renderWithTheme(<CurrentPlan user={billingUsers.houseWithTrial} />);
  expect(screen.getByRole('heading', { name: 'house' })).toBeInTheDocument();
  expect(screen.getByText(billingMessages.freePlanSummary)).toBeInTheDocument();
});
