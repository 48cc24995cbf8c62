import { monetizationMessages as text } from '@ruume/contracts';
import type {
  DraftErrors,
  MonetizationDraft,
} from '../../utils/monetization-draft';
import { FeeAmountField } from '../fee-amount-field/fee-amount-field';
import { StyledFieldset, StyledLegend } from './monetization-fields.styles';

export interface MonetizationFieldsProps {
  value: MonetizationDraft;
  onChange: (next: MonetizationDraft) => void;
  errors?: DraftErrors;
  disabled?: boolean;
  /** Keep the legend for screen readers only, where a dialog title already says it. */
  hideLegend?: boolean;
}

/** A recording's price and donation (SPEC §5), each switched on or off. */
export function MonetizationFields({
  value,
  onChange,
  errors = {},
  disabled,
  hideLegend = false,
}: MonetizationFieldsProps) {
  return (
    <StyledFieldset>
      <StyledLegend $hidden={hideLegend}>{text.monetizationTitle}</StyledLegend>
      <FeeAmountField
        kind="price"
        value={value.price}
        onChange={(price) => onChange({ ...value, price })}
        error={errors.price}
        disabled={disabled}
      />
      <FeeAmountField
        kind="donation"
        value={value.donation}
        onChange={(donation) => onChange({ ...value, donation })}
        error={errors.donation}
        disabled={disabled}
      />
    </StyledFieldset>
  );
}
