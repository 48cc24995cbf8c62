import {
  CURRENCIES,
  PRODUCT_NAME,
  monetizationMessages,
} from '@ruume/contracts';
import { ONBOARDING_COUNTRIES } from '../connect-flows';
import { SANDBOX_PAYOUT_SCHEDULE } from '../sandbox-context';
import type { OnboardingForm, OnboardingView } from '../sandbox-controls';
import { alert, markup, page, type SandboxPaths } from './page-layout';

export function onboardingPage(
  onboarding: OnboardingView,
  refusal: { field: keyof OnboardingForm; message: string } | undefined,
  paths: SandboxPaths,
): string {
  const { values } = onboarding;
  const invalid = (field: keyof OnboardingForm) =>
    refusal?.field === field
      ? markup` aria-invalid="true" aria-describedby="form-error"`
      : '';
  const options = (
    choices: ReadonlyArray<{ value: string; label: string }>,
    selected: string,
  ) =>
    choices.map(({ value, label }) => {
      const mark = value === selected ? markup` selected` : '';
      return markup`<option value="${value}"${mark}>${label}</option>`;
    });
  const countries = options(
    ONBOARDING_COUNTRIES.map(({ code, name }) => ({
      value: code,
      label: name,
    })),
    values.country,
  );
  const currencies = options(
    CURRENCIES.map((currency) => ({ value: currency, label: currency })),
    values.currency,
  );
  return page({
    title: 'set up payouts',
    stylesheet: paths.stylesheet,
    body: markup`<h1>set up payouts</h1>
<p>${PRODUCT_NAME} pays what you earn from recordings and rooms into this account (${onboarding.email}). ${monetizationMessages.payoutSchedule(SANDBOX_PAYOUT_SCHEDULE)}</p>
${alert(refusal?.message)}
<form method="post" action="${paths.onboarding(onboarding.linkId)}">
<div class="row">
<div class="field">
<label for="first-name">first name</label>
<input id="first-name" name="firstName" autocomplete="given-name" required maxlength="100" value="${values.firstName}"${invalid('firstName')}>
</div>
<div class="field">
<label for="last-name">last name</label>
<input id="last-name" name="lastName" autocomplete="family-name" required maxlength="100" value="${values.lastName}"${invalid('lastName')}>
</div>
</div>
<div class="field">
<label for="country">country</label>
<select id="country" name="country" autocomplete="country"${invalid('country')}>${countries}</select>
</div>
<div class="field">
<label for="currency">default currency</label>
<select id="currency" name="currency"${invalid('currency')}>${currencies}</select>
</div>
<div class="actions"><button type="submit">save and continue</button></div>
</form>`,
  });
}
