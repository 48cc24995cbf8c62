import { screen } from '@testing-library/react';
import {
  TIER_EARNINGS_SHARES,
  monetizationMessages as text,
  type PlanTier,
} from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { EarningsShares } from './earnings-shares';

const shares = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent);

it.each<[PlanTier, string[]]>([
  [
    'house',
    [
      '80%paid roomsyou keep 80%',
      '—audience ticketsnot on your plan',
      '—recording sales and donationsnot on your plan',
    ],
  ],
  [
    'student',
    [
      '90%paid roomsyou keep 90%',
      '90%audience ticketsyou keep 90%',
      '90%recording sales and donationsyou keep 90%',
    ],
  ],
  [
    'professional',
    [
      '80%paid roomsyou keep 80%',
      '—audience ticketsnot on your plan',
      '80%recording sales and donationsyou keep 80%',
    ],
  ],
  [
    'business',
    [
      '100%paid roomsyou keep 100%',
      '90%audience ticketsyou keep 90%',
      '90%recording sales and donationsyou keep 90%',
    ],
  ],
])('%s: what the creator keeps per source (SPEC §9)', (tier, expected) => {
  renderWithTheme(<EarningsShares tier={tier} />);
  expect(shares()).toEqual(expected);
  expect(TIER_EARNINGS_SHARES[tier].participants).toBeDefined();
});

it('offers an upgrade while some source earns nothing, not on business', () => {
  const { unmount } = renderWithTheme(<EarningsShares tier="professional" />);
  expect(
    screen.getByRole('link', { name: text.upgradeForMore }),
  ).toHaveAttribute('href', '/settings/subscription');
  unmount();
  renderWithTheme(<EarningsShares tier="business" />);
  expect(
    screen.queryByRole('link', { name: text.upgradeForMore }),
  ).not.toBeInTheDocument();
});
