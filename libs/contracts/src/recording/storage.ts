import { BYTES_PER_GIGABYTE } from '../constants';

/** SPEC §9: storage is shown in decimal gigabytes. */
export const bytesToGigabytes = (bytes: number): number =>
  bytes / BYTES_PER_GIGABYTE;

/**
 * Share of the allowance in use, 0–100 for the storage bar: capped at 100 when over, and
 * 0 for nonsense input. With no allowance any use counts as full.
 */
export const storagePercent = (used: number, available: number): number => {
  if (!Number.isFinite(used) || !Number.isFinite(available) || used <= 0)
    return 0;
  if (available <= 0) return 100;
  return Math.min(100, (used / available) * 100);
};
