// Storage and file sizes as every screen shows them, written once (SPEC §9: decimal units,
// gigabytes are bytes divided by 1000 three times).
import { BYTES_PER_GIGABYTE, bytesToGigabytes } from '@ruume/contracts';

const BYTES_PER_MEGABYTE = BYTES_PER_GIGABYTE / 1000;

/** A number with at most `digits` decimals, no trailing zeros: (12.50, 1) → '12.5'. */
const trimmed = (value: number, digits: number) =>
  String(Number(value.toFixed(digits)));

/** Storage in decimal GB, one decimal (two below 1 GB): 12_500_000_000 → '12.5 GB'. */
export function formatGigabytes(bytes: number): string {
  const gigabytes = bytesToGigabytes(bytes);
  return `${trimmed(gigabytes, gigabytes > 0 && gigabytes < 1 ? 2 : 1)} GB`;
}

/** A file's size in decimal units: GB, MB, or kB below 1 MB: 734_003_200 → '734 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_PER_GIGABYTE)
    return `${trimmed(bytesToGigabytes(bytes), 2)} GB`;
  if (bytes < BYTES_PER_MEGABYTE) return `${Math.ceil(bytes / 1000)} kB`;
  const megabytes = bytes / BYTES_PER_MEGABYTE;
  return `${trimmed(megabytes, megabytes < 10 ? 1 : 0)} MB`;
}
