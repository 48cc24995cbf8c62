// What paid features need first, done the way a person does it: the student plan bought through
// the sandbox checkout, and a payments account onboarded to receive money.
import type { BrowserContext, Page } from 'playwright-core';
import { waitForPath } from './browser';

/** The sandbox's card that always pays. */
export const TEST_CARD = '4242 4242 4242 4242';

/** Clicks and resolves with the tab it opens (a checkout, the billing portal). */
export async function newTabFrom(
  context: BrowserContext,
  click: () => Promise<void>,
): Promise<Page> {
  const opened = context.waitForEvent('page');
  await click();
  const tab = await opened;
  await tab.waitForLoadState();
  return tab;
}

/** Pays the sandbox checkout `page` shows with the test card. */
export async function payWithTestCard(page: Page): Promise<void> {
  await page.getByLabel('card number').fill(TEST_CARD);
  await page.getByRole('button', { name: 'Pay' }).click();
}

/** Upgrades the signed-in user to `tier` (monthly) through the sandbox checkout tab. */
export async function upgradeTo(
  page: Page,
  context: BrowserContext,
  tier: 'student' | 'professional' | 'business',
): Promise<void> {
  await page.goto('/settings/subscription');
  const checkout = await newTabFrom(context, () =>
    page.getByRole('button', { name: `upgrade to ${tier}` }).click(),
  );
  await payWithTestCard(checkout);
  await waitForPath(checkout, '/settings/subscription');
  await checkout.close();
  await page.bringToFront();
}

/** Upgrades the signed-in user to the student plan through the sandbox checkout tab. */
export const upgradeToStudent = (page: Page, context: BrowserContext) =>
  upgradeTo(page, context, 'student');

/** Connects and onboards the signed-in user's sandbox payments account. */
export async function connectPaymentsAccount(page: Page): Promise<void> {
  await page.goto('/settings/monetization');
  await page.getByRole('button', { name: 'connect' }).click();
  await page.getByLabel('first name').fill('casey');
  await page.getByLabel('last name').fill('creator');
  await page.getByRole('button', { name: 'save and continue' }).click();
  await waitForPath(page, '/settings/monetization');
  await page.getByText('your payments account is connected').waitFor();
}
