// Money as every screen shows it, written once (SPEC §9: provider prices are cents, shown as
// dollars; fees and sales in their own currency's format).
import { CENTS_PER_DOLLAR, priceToDollars } from '@ruume/contracts';

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

/** Cents (sales figures) as money: (1250, 'cad') → 'CA$12.50'. */
export const formatCents = (cents: number, currency: string): string =>
  formatMoney(cents / CENTS_PER_DOLLAR, currency);

/** A plan price (unit_amount, cents) as dollars, whole dollars bare: 799 → '$7.99', 1200 → '$12'. */
export function formatDollars(unitAmount: number): string {
  const dollars = priceToDollars(unitAmount);
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
