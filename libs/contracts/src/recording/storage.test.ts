import { bytesToGigabytes, storagePercent } from './storage';

describe('bytesToGigabytes', () => {
  it('divides by 1000 three times', () => {
    expect(bytesToGigabytes(1_000_000_000)).toBe(1);
    expect(bytesToGigabytes(2_500_000_000)).toBe(2.5);
    expect(bytesToGigabytes(0)).toBe(0);
    expect(bytesToGigabytes(1024 ** 3)).toBeCloseTo(1.073741824, 9);
  });
});

describe('storagePercent', () => {
  it('is the used share of the allowance', () => {
    expect(storagePercent(0, 100)).toBe(0);
    expect(storagePercent(25, 100)).toBe(25);
    expect(storagePercent(1, 3)).toBeCloseTo(33.333, 3);
    expect(storagePercent(100, 100)).toBe(100);
  });

  it('caps at 100 and guards odd input', () => {
    expect(storagePercent(150, 100)).toBe(100);
    expect(storagePercent(5, 0)).toBe(100);
    expect(storagePercent(0, 0)).toBe(0);
    expect(storagePercent(-5, 100)).toBe(0);
    expect(storagePercent(Number.NaN, 100)).toBe(0);
    expect(storagePercent(5, Number.POSITIVE_INFINITY)).toBe(0);
  });
});
