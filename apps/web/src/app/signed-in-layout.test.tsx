import { render, screen } from '@testing-library/react';
import { billingMessages, RUNTIME_CONFIG_GLOBAL } from '@ruume/contracts';
import { composePageStories } from '@ruume/jest-support/render-stories';
import * as stories from './signed-in-layout.stories';

const { Default, PastDueInTestMode } = composePageStories(stories);

it('shows the past-due notice above the page and the test-mode badge in the top bar', () => {
  render(<PastDueInTestMode />);
  const badge = screen.getByText(billingMessages.testMode);
  expect(screen.getByRole('banner')).toContainElement(badge);
  expect(badge).toHaveAccessibleDescription(billingMessages.testModeHint);
  expect(screen.getByRole('main')).toHaveTextContent(
    billingMessages.pastDueTitle,
  );
  expect(
    screen.getByRole('button', { name: billingMessages.updateCard }),
  ).toBeVisible();
});

it('shows neither for an account in good standing with real payments', () => {
  render(<Default />);
  expect(screen.queryByText(billingMessages.testMode)).not.toBeInTheDocument();
  expect(
    screen.queryByText(billingMessages.pastDueTitle),
  ).not.toBeInTheDocument();
});

it('reads test mode from the runtime config the server injected', () => {
  const global = window as unknown as Record<string, unknown>;
  global[RUNTIME_CONFIG_GLOBAL] = {
    sentryDsn: null,
    sentryEnvironment: null,
    analyticsKey: null,
    analyticsHost: null,
    publicUrl: 'http://localhost',
    paymentsTestMode: true,
  };
  try {
    render(<Default paymentsTestMode={undefined} />);
    expect(screen.getByText(billingMessages.testMode)).toBeInTheDocument();
  } finally {
    delete global[RUNTIME_CONFIG_GLOBAL];
  }
});
