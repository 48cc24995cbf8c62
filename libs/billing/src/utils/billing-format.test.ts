import {
  formatBillingDate,
  formatCardExpiry,
  formatMonthlyShare,
} from './billing-format';

it('spreads a yearly price over twelve months, to the cent', () => {
  expect(formatMonthlyShare(7668)).toBe('$6.39');
  expect(formatMonthlyShare(14388)).toBe('$11.99');
  expect(formatMonthlyShare(47988)).toBe('$39.99');
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
