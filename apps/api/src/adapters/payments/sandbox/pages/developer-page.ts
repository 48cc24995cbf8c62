import { findSandboxPrice } from '../catalogue';
import { planName } from '../sandbox-billing';
import type {
  PortalView,
  RenewalStep,
  SandboxSubscriptionView,
} from '../sandbox-controls';
import { RENEWAL_ATTEMPTS } from '../subscription-flows';
import {
  formatDate,
  formatMoney,
  type Html,
  markup,
  page,
  type SandboxPaths,
  statusLine,
} from './page-layout';

/** What the last developer action did, by the code its redirect carries. */
export const DEVELOPER_STATUS: Record<
  RenewalStep | 'next-succeed' | 'next-fail',
  string
> = {
  'next-succeed': 'saved: the next renewal will succeed.',
  'next-fail': 'saved: the next renewal will fail.',
  renewed: 'renewed: the invoice was paid and the period moved on.',
  payment_failed: 'the renewal payment failed: the subscription is past due.',
  retry_failed: 'the retry failed: the subscription is still past due.',
  recovered: 'the retry paid the invoice: the subscription is active again.',
  canceled_unpaid: 'the last retry failed: the subscription was canceled.',
  trial_ended: 'the trial ended without a card: the subscription was canceled.',
  not_live: 'this subscription is canceled: there is nothing to renew.',
};

const STATUS_NAMES: Record<SandboxSubscriptionView['status'], string> = {
  trialing: 'free trial',
  active: 'active',
  past_due: 'past due (a payment failed)',
  canceled: 'canceled',
};

export function developerPage(
  portal: PortalView,
  status: string | undefined,
  paths: SandboxPaths,
): string {
  const subscriptions = portal.subscriptions.map((subscription) =>
    subscriptionSection(portal.id, subscription, paths),
  );
  return page({
    title: 'developer tools',
    stylesheet: paths.stylesheet,
    body: markup`<nav class="links"><a href="${paths.portal(portal.id)}">back to billing</a></nav>
<h1>developer tools</h1>
<p>try renewals and failed payments without waiting a month: choose how the next renewal goes, then advance the subscription to it. each change reaches the app as an event, as the payment provider's webhooks would.</p>
${statusLine(status)}
${subscriptions.length > 0 ? subscriptions : markup`<p>no subscriptions yet.</p>`}`,
  });
}

function subscriptionSection(
  sessionId: string,
  subscription: SandboxSubscriptionView,
  paths: SandboxPaths,
): Html {
  const { id, status } = subscription;
  const option = (value: 'succeed' | 'fail') => {
    const selected =
      subscription.nextRenewalOutcome === value ? markup` selected` : '';
    return markup`<option value="${value}"${selected}>${value}</option>`;
  };
  const attempts =
    status === 'past_due'
      ? markup`<dt>failed payment attempts</dt><dd>${subscription.failedAttempts} of ${RENEWAL_ATTEMPTS}</dd>`
      : '';
  const controls =
    status === 'canceled'
      ? markup`<p>this subscription is canceled.</p>`
      : markup`<p class="hint">${nextStepHint(subscription)}</p>
<form class="inline" method="post" action="${paths.nextRenewal(sessionId, id)}">
<div class="field">
<label for="next-renewal-${id}">next renewal</label>
<select id="next-renewal-${id}" name="outcome">${option('succeed')}${option('fail')}</select>
</div>
<button type="submit" class="secondary">save</button>
</form>
<form method="post" action="${paths.advance(sessionId, id)}">
<button type="submit">advance to next renewal</button>
</form>`;
  return markup`<section aria-labelledby="heading-${id}">
<h2 id="heading-${id}">${planName(subscription)}</h2>
<dl>
<dt>subscription</dt><dd><code>${id}</code></dd>
<dt>status</dt><dd>${STATUS_NAMES[status]}</dd>
<dt>${status === 'trialing' ? 'trial ends' : 'current period ends'}</dt><dd>${formatDate(subscription.currentPeriodEnd)}</dd>
${attempts}
</dl>
${controls}
</section>`;
}

function nextStepHint(subscription: SandboxSubscriptionView): string {
  const price = findSandboxPrice(subscription.priceId);
  const amount = price ? formatMoney(price.unitAmount, price.currency) : '';
  if (subscription.status === 'past_due') {
    return `advancing retries the unpaid invoice (${amount}); after ${RENEWAL_ATTEMPTS} failed attempts the subscription is canceled.`;
  }
  if (subscription.status === 'trialing' && !subscription.hasCard) {
    return 'no card on file: advancing ends the trial and cancels the subscription.';
  }
  return `advancing charges ${amount} on ${formatDate(subscription.currentPeriodEnd)}.`;
}
