// Issue "Plans and billing" end to end on the sandbox payments provider, in Chromium, as a person
// does it: the free trial and its cancellation; a yearly upgrade with a declined then an accepted
// card; professional monthly switched to business yearly, its proration shown first; a failed
// renewal, the past-due notice, a new card in the portal and the plan active again.
// Hosted pages open in new tabs (SPEC §7); the app picks up the new plan when its tab is back.
import type { Page } from 'playwright-core';
import { signInThroughForm } from './support/accounts';
import { useBrowser, waitForPath } from './support/browser';
import { newTabFrom, payWithTestCard, upgradeTo } from './support/plans';
import { registeredUser } from './support/registered-user';

const CANCELLED =
  'your pro ruume subscription, has been cancelled. you are now on the free plan.';
const DECLINED = 'your card was declined.';

/** Back in the app's tab: it re-reads the account when it is shown again. */
async function backTo(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** The current-plan summary of /settings/subscription. */
const currentPlan = (page: Page) =>
  page.getByRole('region', { name: 'your plan' });

describe('plans and billing on the sandbox', () => {
  const browser = useBrowser({ viewport: { width: 1280, height: 900 } });

  it('a new user starts the free trial, is on professional, cancels and is back on house', async () => {
    const { page, context } = browser;
    const user = await registeredUser('trial');
    await signInThroughForm(page, user.email, user.password);
    await page.goto('/settings/subscription');
    await page.getByText('test mode', { exact: true }).first().waitFor();

    const checkout = await newTabFrom(context, () =>
      page.getByRole('button', { name: 'start free trial' }).click(),
    );
    await checkout.getByText('free trial').first().waitFor();
    expect(await checkout.getByLabel('card number').count()).toBe(0);
    await checkout.getByRole('button', { name: 'Start trial' }).click();
    await waitForPath(checkout, '/settings/subscription');
    await checkout.close();

    await backTo(page);
    await currentPlan(page)
      .getByRole('heading', { name: 'professional' })
      .waitFor();
    await currentPlan(page).getByText('free trial', { exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: 'start free trial' }).count(),
    ).toBe(0);

    await page.getByRole('button', { name: 'cancel plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'cancel your plan?' });
    await dialog.getByRole('button', { name: 'cancel my plan' }).click();
    await page.getByText(CANCELLED).first().waitFor();
    await currentPlan(page).getByRole('heading', { name: 'house' }).waitFor();
    // The trial is used up, also after cancelling.
    expect(
      await page.getByRole('button', { name: 'start free trial' }).count(),
    ).toBe(0);
  });

  it('upgrades to professional yearly: a declined card, then an accepted one', async () => {
    const { page, context } = browser;
    // The sandbox answers a declined card with its page again, as 402 Payment Required.
    browser.allowErrors(
      /status of 402 \(Payment Required\) \[.*\/payment\/sandbox\/checkout\//,
    );
    const user = await registeredUser('yearly');
    await signInThroughForm(page, user.email, user.password);
    await page.goto('/settings/subscription');

    await page.getByRole('radio', { name: /^yearly/ }).click();
    const checkout = await newTabFrom(context, () =>
      page.getByRole('button', { name: 'upgrade to professional' }).click(),
    );
    await checkout.getByText('$143.88 per year').waitFor();
    await checkout.getByLabel('card number').fill('4000 0000 0000 0002');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    await checkout.getByRole('alert').filter({ hasText: DECLINED }).waitFor();
    await payWithTestCard(checkout);
    await waitForPath(checkout, '/settings/subscription');
    await checkout.close();

    await backTo(page);
    await currentPlan(page)
      .getByRole('heading', { name: 'professional' })
      .waitFor();
    await currentPlan(page).getByText('billed yearly').waitFor();
  });

  it('switches professional monthly to business yearly: the proration shown, confirmed, the new plan on the page', async () => {
    const { page, context } = browser;
    const user = await registeredUser('switch');
    await signInThroughForm(page, user.email, user.password);
    await upgradeTo(page, context, 'professional');
    await backTo(page);
    await currentPlan(page).getByText('billed monthly').waitFor();

    await page.getByRole('radio', { name: /^yearly/ }).click();
    await page
      .getByRole('article', { name: 'business' })
      .getByRole('button', { name: 'switch to business' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'switch to business, billed yearly?',
    });
    const quote = dialog.getByLabel('your new plan');
    await quote.getByText('$479.88 / year').waitFor();
    // A year of business, less the whole unused month of professional ($14.99).
    await quote.getByText('$464.89').waitFor();
    await quote.getByText(/^today, /).waitFor();
    await dialog.getByRole('button', { name: 'confirm switch' }).click();

    await page
      .getByText('you are now on business, billed yearly.')
      .first()
      .waitFor();
    await currentPlan(page)
      .getByRole('heading', { name: 'business' })
      .waitFor();
    await currentPlan(page).getByText('billed yearly').waitFor();
    expect(
      await page
        .getByRole('article', { name: 'business' })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('a failed renewal shows the past-due notice; a new card in the portal makes the plan active again', async () => {
    const { page, context } = browser;
    const user = await registeredUser('dunning');
    await signInThroughForm(page, user.email, user.password);
    await page.goto('/settings/subscription');
    const checkout = await newTabFrom(context, () =>
      page.getByRole('button', { name: 'upgrade to student' }).click(),
    );
    await payWithTestCard(checkout);
    await waitForPath(checkout, '/settings/subscription');
    await checkout.close();

    // The sandbox's developer page: the next renewal fails, and the clock moves to it.
    await backTo(page);
    await page.goto('/settings/subscription-billing');
    await page.getByRole('tab', { name: 'payment methods' }).click();
    await page.getByText('ending in 4242').first().waitFor();
    const portal = await newTabFrom(context, () =>
      page.getByRole('button', { name: 'update payment method' }).click(),
    );
    await portal.getByRole('link', { name: /developer tools/ }).click();
    await portal.getByLabel('next renewal').selectOption('fail');
    await portal.getByRole('button', { name: 'save' }).click();
    await portal
      .getByRole('button', { name: 'advance to next renewal' })
      .click();
    await portal.getByText('past due').first().waitFor();
    await portal.close();

    await backTo(page);
    const notice = page.getByRole('alert').filter({
      hasText: 'your last payment failed',
    });
    await notice.waitFor();
    const fix = await newTabFrom(context, () =>
      notice.getByRole('button', { name: 'update card' }).click(),
    );
    await fix.getByLabel('card number').fill('5555 5555 5555 4444');
    await fix.getByRole('button', { name: 'replace card' }).click();
    await fix.getByText(/unpaid invoice was paid/).waitFor();
    await fix.close();

    await backTo(page);
    await notice.waitFor({ state: 'detached' });
    await page.getByText('ending in 4444').first().waitFor();
  });
});
