import { TEST_CARDS } from '../catalogue';
import { type Html, markup } from './page-layout';

export interface CardFieldValues {
  expiry: string;
  cvc: string;
}

/** Any future expiry works; prefilled so trying a card takes one field. */
export function defaultCardValues(now: Date): CardFieldValues {
  const year = (now.getUTCFullYear() + 3) % 100;
  return { expiry: `12/${String(year).padStart(2, '0')}`, cvc: '123' };
}

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Card number (never echoed back), expiry and CVC, with the test cards as a hint. */
export function cardFields(values: CardFieldValues, invalid: boolean): Html {
  const describedBy = invalid ? 'test-cards form-error' : 'test-cards';
  const invalidMark = invalid ? markup` aria-invalid="true"` : '';
  return markup`<div class="field">
<label for="card-number">card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="1234 1234 1234 1234" aria-describedby="${describedBy}"${invalidMark}>
</div>
<div class="row">
<div class="field">
<label for="card-expiry">expiry (mm/yy)</label>
<input id="card-expiry" name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="mm/yy" value="${values.expiry}">
</div>
<div class="field">
<label for="card-cvc">cvc</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" value="${values.cvc}">
</div>
</div>
<p class="hint" id="test-cards">test cards: ${spaced(TEST_CARDS.succeeds)} pays, ${spaced(TEST_CARDS.declined)} is declined; any other valid number pays too.</p>`;
}
