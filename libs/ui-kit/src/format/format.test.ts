import { formatCents, formatDollars, formatMoney } from './money';
import { formatFileSize, formatGigabytes } from './storage';

it('shows plan prices (cents) as dollars (SPEC §9: unit_amount / 100)', () => {
  expect(formatDollars(799)).toBe('$7.99');
  expect(formatDollars(7668)).toBe('$76.68');
  expect(formatDollars(1200)).toBe('$12');
  expect(formatDollars(0)).toBe('$0');
  expect(formatDollars(5)).toBe('$0.05');
});

it('shows money in its currency, from units or cents', () => {
  expect(formatMoney(9.99, 'usd')).toBe('$9.99');
  expect(formatMoney(5, 'usd')).toBe('$5.00');
  expect(formatMoney(4.5, 'cad')).toBe('CA$4.50');
  expect(formatCents(1_250, 'cad')).toBe('CA$12.50');
});

it('shows storage in decimal gigabytes (divide by 1000 three times)', () => {
  expect(formatGigabytes(12_500_000_000)).toBe('12.5 GB');
  expect(formatGigabytes(100_000_000_000)).toBe('100 GB');
  expect(formatGigabytes(1_000_000_000_000)).toBe('1000 GB');
  expect(formatGigabytes(48_730_000_000)).toBe('48.7 GB');
  expect(formatGigabytes(350_000_000)).toBe('0.35 GB');
  expect(formatGigabytes(0)).toBe('0 GB');
});

it('shows file sizes in decimal GB, MB or kB', () => {
  expect(formatFileSize(734_003_200)).toBe('734 MB');
  expect(formatFileSize(1_480_000_000)).toBe('1.48 GB');
  expect(formatFileSize(2_500_000)).toBe('2.5 MB');
  expect(formatFileSize(2048)).toBe('3 kB');
});
