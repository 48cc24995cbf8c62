import {
  formatCents,
  formatCountry,
  formatDuration,
  formatFileSize,
  formatGigabytes,
  formatMoney,
} from './format';

it('shows lengths as h:mm:ss', () => {
  expect(formatDuration(3723.4)).toBe('1:02:03');
  expect(formatDuration(307)).toBe('0:05:07');
  expect(formatDuration(0)).toBe('0:00:00');
  expect(formatDuration(36_000)).toBe('10:00:00');
});

it('shows sizes in decimal GB or MB', () => {
  expect(formatFileSize(734_003_200)).toBe('734 MB');
  expect(formatFileSize(1_480_000_000)).toBe('1.48 GB');
  expect(formatFileSize(2_500_000)).toBe('2.5 MB');
  expect(formatFileSize(2048)).toBe('3 kB');
  expect(formatGigabytes(12_500_000_000)).toBe('12.5 GB');
  expect(formatGigabytes(100_000_000_000)).toBe('100 GB');
  expect(formatGigabytes(734_003_200)).toBe('0.73 GB');
});

it('shows money in its currency, from units or cents', () => {
  expect(formatMoney(9.99, 'usd')).toBe('$9.99');
  expect(formatMoney(5, 'usd')).toBe('$5.00');
  expect(formatCents(1_250, 'cad')).toBe('CA$12.50');
});

it('names countries from their code', () => {
  expect(formatCountry('CA')).toBe('Canada');
  expect(formatCountry('us')).toBe('United States');
});
