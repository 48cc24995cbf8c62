// How the monetization screens show lengths, sizes, dates, money and places (SPEC §9: decimal
// units; money in the currency's own format).
import { format } from 'date-fns';
import {
  BYTES_PER_GIGABYTE,
  CENTS_PER_DOLLAR,
  bytesToGigabytes,
} from '@ruume/contracts';

const BYTES_PER_MEGABYTE = BYTES_PER_GIGABYTE / 1000;

/** Seconds as h:mm:ss, whole seconds: 3723.4 → '1:02:03', 307 → '0:05:07'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(rest)}`;
}

/** A number with at most `digits` decimals, no trailing zeros: (12.50, 1) → '12.5'. */
const trimmed = (value: number, digits: number) =>
  String(Number(value.toFixed(digits)));

/** A file's size in decimal units: GB, MB, or kB below 1 MB: 734_003_200 → '734 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_PER_GIGABYTE)
    return `${trimmed(bytesToGigabytes(bytes), 2)} GB`;
  if (bytes < BYTES_PER_MEGABYTE) return `${Math.ceil(bytes / 1000)} kB`;
  const megabytes = bytes / BYTES_PER_MEGABYTE;
  return `${trimmed(megabytes, megabytes < 10 ? 1 : 0)} MB`;
}

/** Storage in decimal GB (SPEC §9), one decimal, two below 1 GB: 12_500_000_000 → '12.5 GB'. */
export function formatGigabytes(bytes: number): string {
  const gigabytes = bytesToGigabytes(bytes);
  return `${trimmed(gigabytes, gigabytes > 0 && gigabytes < 1 ? 2 : 1)} GB`;
}

/** The day a recording was made, in the viewer's time zone: '14 Mar 2025'. */
export const formatRecordingDate = (iso: string): string =>
  format(new Date(iso), 'd MMM yyyy');

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount of `currency` units in that currency's format: (9.99, 'usd') → '$9.99'. */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let formatter = moneyFormats.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: code,
    });
    moneyFormats.set(code, formatter);
  }
  return formatter.format(amount);
}

/** Cents (the sales figures) as money: (1250, 'cad') → 'CA$12.50'. */
export const formatCents = (cents: number, currency: string): string =>
  formatMoney(cents / CENTS_PER_DOLLAR, currency);

/** A country's name from its ISO code ('CA' → 'Canada'); the code when the browser has none. */
export function formatCountry(code: string): string {
  try {
    return (
      new Intl.DisplayNames(undefined, { type: 'region', fallback: 'code' }).of(
        code.toUpperCase(),
      ) ?? code
    );
  } catch {
    return code;
  }
}
