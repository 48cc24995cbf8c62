// A receipt the customer downloads and opens from disk: one self-contained file, so its
// style is inline (no CSP applies to a saved file).
import { PRODUCT_NAME } from '@ruume/contracts';
import type { ReceiptView } from '../sandbox-controls';
import {
  formatDate,
  formatExpiry,
  formatMoney,
  Html,
  markup,
  SANDBOX_BANNER,
} from './page-layout';
import { INVOICE_STATUS_NAMES } from './portal-page';

/** 'ruume-receipt-ABCD1234-0001.html'; an unpaid invoice is an invoice, not a receipt. */
export function receiptFileName(receipt: ReceiptView): string {
  const kind = receipt.invoice.status === 'paid' ? 'receipt' : 'invoice';
  const number = receipt.invoice.number.replace(/[^A-Za-z0-9-]/g, '');
  return `${PRODUCT_NAME}-${kind}-${number}.html`;
}

const RECEIPT_STYLE = new Html(
  'body{font-family:system-ui,sans-serif;color:#1f1f1f;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
    'table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:.5rem 0;border-bottom:1px solid #ddd}' +
    '.total{font-size:1.25rem;font-weight:bold}.note{color:#6b4e00;background:#fff4d6;padding:.5rem .75rem;border-radius:.25rem}',
);

export function receiptDocument({
  invoice,
  customer,
  card,
}: ReceiptView): string {
  const title = invoice.status === 'paid' ? 'receipt' : 'invoice';
  const cardRow = card
    ? markup`<tr><th scope="row">card</th><td>${card.card.brand} •••• ${card.card.last4} (expires ${formatExpiry(card.card.exp_month, card.card.exp_year)})</td></tr>`
    : '';
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PRODUCT_NAME} ${title} ${invoice.number}</title>
<style>${RECEIPT_STYLE}</style>
</head>
<body>
<main>
<h1>${PRODUCT_NAME} ${title}</h1>
<p class="note">${SANDBOX_BANNER}</p>
<table>
<tbody>
<tr><th scope="row">number</th><td>${invoice.number}</td></tr>
<tr><th scope="row">date</th><td>${formatDate(invoice.date)}</td></tr>
<tr><th scope="row">status</th><td>${INVOICE_STATUS_NAMES[invoice.status]}</td></tr>
<tr><th scope="row">billed to</th><td>${customer.name} (${customer.email})</td></tr>
<tr><th scope="row">description</th><td>${invoice.description}</td></tr>
<tr><th scope="row">period</th><td>${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}</td></tr>
${cardRow}
<tr><th scope="row">amount</th><td class="total">${formatMoney(invoice.amount, invoice.currency)}</td></tr>
</tbody>
</table>
</main>
</body>
</html>
`.value;
}
