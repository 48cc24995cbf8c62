import { formatCountry, formatDuration } from './format';

it('shows lengths as h:mm:ss', () => {
  expect(formatDuration(3723.4)).toBe('1:02:03');
  expect(formatDuration(307)).toBe('0:05:07');
  expect(formatDuration(0)).toBe('0:00:00');
  expect(formatDuration(36_000)).toBe('10:00:00');
});

it('names countries from their code', () => {
  expect(formatCountry('CA')).toBe('Canada');
  expect(formatCountry('us')).toBe('United States');
});
