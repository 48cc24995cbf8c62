import {
  formatBillingDate,
  formatCardExpiry,
  formatDollars,
  formatGigabytes,
  formatMonthlyShare,
} from './billing-format';

it('shows cents as dollars (SPEC §9: unit_amount / 100)', () => {
  expect(formatDollars(799)).toBe('$7.99');
  expect(formatDollars(7668)).toBe('$76.68');
  expect(formatDollars(1200)).toBe('$12');
  expect(formatDollars(0)).toBe('$0');
  expect(formatDollars(5)).toBe('$0.05');
});

it('spreads a yearly price over twelve months, to the cent', () => {
  expect(formatMonthlyShare(7668)).toBe('$6.39');
  expect(formatMonthlyShare(14388)).toBe('$11.99');
  expect(formatMonthlyShare(47988)).toBe('$39.99');
});

it('shows storage in decimal gigabytes (divide by 1000 three times)', () => {
  expect(formatGigabytes(12_500_000_000)).toBe('12.5 GB');
  expect(formatGigabytes(100_000_000_000)).toBe('100 GB');
  expect(formatGigabytes(1_000_000_000_000)).toBe('1000 GB');
  expect(formatGigabytes(48_730_000_000)).toBe('48.7 GB');
  expect(formatGigabytes(350_000_000)).toBe('0.35 GB');
  expect(formatGigabytes(0)).toBe('0 GB');
});

it('writes card expiry as mm/yy: zero-padded month, two-digit year', () => {
  expect(formatCardExpiry(3, 2027)).toBe('03/27');
  expect(formatCardExpiry(12, 2030)).toBe('12/30');
  expect(formatCardExpiry(1, 2100)).toBe('01/00');
  expect(formatCardExpiry(9, 2005)).toBe('09/05');
});

it('formats provider timestamps as a day', () => {
  // Midday UTC: the same calendar day in every time zone within ±11 hours.
  expect(formatBillingDate(Date.parse('2026-01-15T12:00:00Z') / 1000)).toBe(
    '15 January 2026',
  );
});
