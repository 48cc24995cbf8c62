import {
  CURRENCIES,
  isFeeAmountInput,
  monetizationMessages as text,
  type Currency,
} from '@ruume/contracts';
import { SelectField, TextField, Toggle } from '@ruume/ui-kit';
import type { FeeDraft, FeeKind } from '../../utils/monetization-draft';
import { StyledAmountRow, StyledFee } from './fee-amount-field.styles';

const labels = {
  price: {
    toggle: text.priceToggle,
    hint: text.priceHint,
    amount: text.priceAmountLabel,
  },
  donation: {
    toggle: text.donationToggle,
    hint: text.donationHint,
    amount: text.donationAmountLabel,
  },
} satisfies Record<FeeKind, Record<string, string>>;

const currencyOptions = CURRENCIES.map((currency) => ({
  value: currency,
  label: text.currencyNames[currency],
}));

export interface FeeAmountFieldProps {
  kind: FeeKind;
  value: FeeDraft;
  onChange: (next: FeeDraft) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * One fee of a recording (its price, or its donation): a switch, then the amount and its
 * currency. The amount takes digits and a dot only (SPEC §5): any other character is refused as
 * it is typed or pasted.
 */
export function FeeAmountField({
  kind,
  value,
  onChange,
  error,
  disabled,
}: FeeAmountFieldProps) {
  const label = labels[kind];
  return (
    <StyledFee>
      <Toggle
        label={label.toggle}
        description={label.hint}
        checked={value.enabled}
        onCheckedChange={(enabled) => onChange({ ...value, enabled })}
        disabled={disabled}
      />
      {value.enabled && (
        <StyledAmountRow>
          <TextField
            label={label.amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder={text.amountPlaceholder}
            value={value.amount}
            error={error}
            disabled={disabled}
            onChange={(event) => {
              const amount = event.target.value;
              if (isFeeAmountInput(amount)) onChange({ ...value, amount });
            }}
          />
          <SelectField
            label={text.currencyLabel}
            options={currencyOptions}
            value={value.currency}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...value, currency: event.target.value as Currency })
            }
          />
        </StyledAmountRow>
      )}
    </StyledFee>
  );
}
