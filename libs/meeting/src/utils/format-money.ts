const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 15 usd → '$15.00', 4.5 cad → 'CA$4.50' (the browser's locale). */
export function formatMoney(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: code,
    });
    moneyFormats.set(code, format);
  }
  return format.format(amount);
}
