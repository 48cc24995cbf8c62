// How billing shows money, storage, card expiry and dates (SPEC §9: dollars from cents,
// decimal gigabytes).
import { format } from 'date-fns';
import { bytesToGigabytes, priceToDollars } from '@ruume/contracts';

/** Cents as dollars: 799 → '$7.99', 1200 → '$12'. */
export function formatDollars(unitAmount: number): string {
  const dollars = priceToDollars(unitAmount);
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** A yearly price spread over its twelve months, to the cent: 7668 → '$6.39'. */
export const formatMonthlyShare = (yearlyUnitAmount: number): string =>
  formatDollars(Math.round(yearlyUnitAmount / 12));

/** Bytes in decimal GB, one decimal (two below 1 GB): 12_500_000_000 → '12.5 GB'. */
export function formatGigabytes(bytes: number): string {
  const gigabytes = bytesToGigabytes(bytes);
  const digits = gigabytes > 0 && gigabytes < 1 ? 2 : 1;
  return `${Number(gigabytes.toFixed(digits))} GB`;
}

/** A card's expiry as printed on it, mm/yy: (3, 2027) → '03/27'. */
export const formatCardExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A provider timestamp (epoch seconds) as a day in the user's time zone: '15 January 2026'. */
export const formatBillingDate = (epochSeconds: number): string =>
  format(new Date(epochSeconds * 1000), 'd MMMM yyyy');
