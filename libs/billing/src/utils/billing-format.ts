// How billing shows monthly shares of a price, card expiry and dates (prices and storage:
// ui-kit's formats).
import { format } from 'date-fns';
import { formatDollars } from '@ruume/ui-kit';

/** A yearly price spread over its twelve months, to the cent: 7668 → '$6.39'. */
export const formatMonthlyShare = (yearlyUnitAmount: number): string =>
  formatDollars(Math.round(yearlyUnitAmount / 12));

/** A card's expiry as printed on it, mm/yy: (3, 2027) → '03/27'. */
export const formatCardExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A provider timestamp (epoch seconds) as a day in the user's time zone: '15 January 2026'. */
export const formatBillingDate = (epochSeconds: number): string =>
  format(new Date(epochSeconds * 1000), 'd MMMM yyyy');
