import { PRODUCT_NAME } from '@ruume/contracts';
import type { InvoiceView, PortalView } from '../sandbox-controls';
import { cardFields, type CardFieldValues } from './card-fields';
import {
  alert,
  formatDate,
  formatExpiry,
  formatMoney,
  type Html,
  markup,
  page,
  type SandboxPaths,
  statusLine,
} from './page-layout';

export interface PortalFormState extends CardFieldValues {
  /** Why the last card was refused. */
  message?: string;
  /** What the last action did. */
  status?: string;
}

export const INVOICE_STATUS_NAMES: Record<InvoiceView['status'], string> = {
  paid: 'paid',
  open: 'unpaid',
  uncollectible: 'not collected',
};

export function portalPage(
  portal: PortalView,
  form: PortalFormState,
  paths: SandboxPaths,
): string {
  const sections = [
    invoicesSection(portal, paths),
    cardSection(portal, form, paths),
  ];
  // Sent here to fix a failed payment: the card comes first.
  if (portal.flow === 'payment_method_update') sections.reverse();
  return page({
    title: 'billing',
    stylesheet: paths.stylesheet,
    body: markup`<nav class="links"><a href="${portal.returnUrl}">return to ${PRODUCT_NAME}</a></nav>
<h1>billing</h1>
<p class="hint">${portal.customer.name} · ${portal.customer.email}</p>
${statusLine(form.status)}
${sections}
<nav class="links footer"><a href="${paths.developer(portal.id)}">developer tools: renewals and failed payments</a></nav>`,
  });
}

function cardSection(
  portal: PortalView,
  form: PortalFormState,
  paths: SandboxPaths,
): Html {
  const { card } = portal;
  const onFile = card
    ? markup`<p class="card">${card.card.brand} •••• ${card.card.last4} · expires ${formatExpiry(card.card.exp_month, card.card.exp_year)}</p>`
    : markup`<p class="card">no card on file.</p>`;
  return markup`<section aria-labelledby="card-heading">
<h2 id="card-heading">card on file</h2>
${onFile}
${alert(form.message)}
<form method="post" action="${paths.portalCard(portal.id)}">
${cardFields(form, Boolean(form.message))}
<div class="actions"><button type="submit">replace card</button></div>
</form>
</section>`;
}

function invoicesSection(portal: PortalView, paths: SandboxPaths): Html {
  if (portal.invoices.length === 0) {
    return markup`<section aria-labelledby="invoices-heading">
<h2 id="invoices-heading">invoices</h2>
<p>no invoices yet.</p>
</section>`;
  }
  const rows = portal.invoices.map(
    (invoice) => markup`<tr>
<td data-label="date">${formatDate(invoice.date)}</td>
<td data-label="description">${invoice.description}</td>
<td data-label="amount">${formatMoney(invoice.amount, invoice.currency)}</td>
<td data-label="status">${INVOICE_STATUS_NAMES[invoice.status]}</td>
<td data-label="receipt"><a href="${paths.receipt(portal.id, invoice.id)}" download>download receipt<span class="visually-hidden"> ${invoice.number}</span></a></td>
</tr>`,
  );
  return markup`<section aria-labelledby="invoices-heading">
<h2 id="invoices-heading">invoices</h2>
<table class="invoices">
<thead><tr><th scope="col">date</th><th scope="col">description</th><th scope="col">amount</th><th scope="col">status</th><th scope="col">receipt</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
}
