import type { Currency } from '@ruume/contracts';

/** '$4.99 USD', '$5.00 CAD': the symbol people know, the code that tells the two dollars apart. */
export const formatAmount = (cents: number, currency: Currency): string =>
  `${new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100)} ${currency.toUpperCase()}`;
