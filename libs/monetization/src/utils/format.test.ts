import { formatCountry, formatDuration, formatTimestamp } from './format';

it('shows lengths as h:mm:ss', () => {
  expect(formatDuration(3723.4)).toBe('1:02:03');
  expect(formatDuration(307)).toBe('0:05:07');
  expect(formatDuration(0)).toBe('0:00:00');
  expect(formatDuration(36_000)).toBe('10:00:00');
});

it('shows transcript times as mm:ss, past an hour as h:mm:ss', () => {
  expect(formatTimestamp(0)).toBe('00:00');
  expect(formatTimestamp(83_999)).toBe('01:23');
  expect(formatTimestamp(3_599_000)).toBe('59:59');
  expect(formatTimestamp(3_723_000)).toBe('1:02:03');
});

it('names countries from their code', () => {
  expect(formatCountry('CA')).toBe('Canada');
  expect(formatCountry('us')).toBe('United States');
});
