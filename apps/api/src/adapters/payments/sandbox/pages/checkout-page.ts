import { PRODUCT_NAME } from '@ruume/contracts';
import { planName } from '../sandbox-billing';
import type { CheckoutView } from '../sandbox-controls';
import { cardFields, type CardFieldValues } from './card-fields';
import {
  alert,
  formatDate,
  formatMoney,
  markup,
  page,
  type SandboxPaths,
} from './page-layout';

export interface CheckoutFormState extends CardFieldValues {
  email: string;
  /** Why the last submit was refused. */
  message?: string;
}

const PER = { month: 'per month', year: 'per year' } as const;

export function checkoutPage(
  checkout: CheckoutView,
  form: CheckoutFormState,
  paths: SandboxPaths,
): string {
  const action = paths.checkout(checkout.id);
  const cancel = markup`<a class="secondary" href="${checkout.cancelUrl}">Cancel</a>`;

  if (checkout.kind === 'trial') {
    const { price, trialEnd } = checkout;
    return page({
      title: `${PRODUCT_NAME} ${price.tier} free trial`,
      stylesheet: paths.stylesheet,
      body: markup`<h1>${PRODUCT_NAME} ${price.tier}: free trial</h1>
<p class="amount">free until ${formatDate(trialEnd)}</p>
<p>your free trial of ${PRODUCT_NAME} ${price.tier} starts today and ends on ${formatDate(trialEnd)}. no card is needed: when the trial ends, the plan ends too unless you add a card in billing.</p>
<p class="hint">after the trial: ${formatMoney(price.unitAmount, price.currency)} ${PER[price.interval]}.</p>
${alert(form.message)}
<form method="post" action="${action}">
<div class="actions"><button type="submit">Start trial</button>${cancel}</div>
</form>`,
    });
  }

  const summary =
    checkout.kind === 'subscription'
      ? {
          title: planName(checkout.price),
          amount: `${formatMoney(checkout.price.unitAmount, checkout.price.currency)} ${PER[checkout.price.interval]}`,
          note: 'renews automatically until you cancel.',
        }
      : {
          title: checkout.description,
          amount: formatMoney(checkout.amount, checkout.currency),
          note: 'a one-time payment.',
        };
  const askEmail = checkout.kind === 'payment' && !checkout.customerEmail;
  const emailField = askEmail
    ? markup`<div class="field">
<label for="email">email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${form.email}">
</div>`
    : '';
  return page({
    title: `pay: ${summary.title}`,
    stylesheet: paths.stylesheet,
    body: markup`<h1>${summary.title}</h1>
<p class="amount">${summary.amount}</p>
<p class="hint">${summary.note}</p>
${alert(form.message)}
<form method="post" action="${action}">
${emailField}
${cardFields(form, Boolean(form.message))}
<div class="actions"><button type="submit">Pay</button>${cancel}</div>
</form>`,
  });
}
