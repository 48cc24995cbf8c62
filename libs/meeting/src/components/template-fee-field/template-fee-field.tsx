import {
  CURRENCIES,
  isFeeAmountInput,
  monetizationMessages,
  paths,
  templateEditorMessages as text,
  type Currency,
} from '@ruume/contracts';
import { SelectField, TextField, Toggle } from '@ruume/ui-kit';
import type { FeeDraft } from '../template-editor/template-draft';
import { TemplateUpgradeHint } from '../template-upgrade-hint/template-upgrade-hint';
import {
  StyledAmount,
  StyledCurrency,
  StyledFee,
  StyledFees,
} from './template-fee-field.styles';

export interface TemplateFeeFieldProps {
  value: FeeDraft;
  onChange: (next: FeeDraft) => void;
  errors?: { participantAmount?: string; audienceAmount?: string };
  /** The tier has an audience mode to charge (SPEC §6). */
  audienceAllowed: boolean;
  /** The host's payments account is onboarded: fees are paid into it. */
  accountReady: boolean;
  disabled?: boolean;
}

const currencyOptions = CURRENCIES.map((currency) => ({
  value: currency,
  label: monetizationMessages.currencyNames[currency],
}));

type Kind = 'participant' | 'audience';

/**
 * The entry fee of rooms made from the template (SPEC §3 monetizationDetail): participants and,
 * on tiers with an audience, the audience, each switched on or off, in one currency. Amounts take
 * digits and a dot only (SPEC §5): anything else is refused as it is typed or pasted.
 */
export function TemplateFeeField({
  value,
  onChange,
  errors = {},
  audienceAllowed,
  accountReady,
  disabled = false,
}: TemplateFeeFieldProps) {
  const anyOn = value.participantEnabled || value.audienceEnabled;
  const fee = (kind: Kind) => {
    const enabled = value[`${kind}Enabled`];
    const amount = value[`${kind}Amount`];
    return (
      <StyledFee>
        <Toggle
          label={
            kind === 'participant'
              ? text.participantFeeToggle
              : text.audienceFeeToggle
          }
          description={
            kind === 'participant'
              ? text.participantFeeHint
              : text.audienceFeeHint
          }
          checked={enabled}
          // Without an account a fee can be switched off, not on.
          disabled={disabled || (!accountReady && !enabled)}
          onCheckedChange={(on) =>
            onChange({ ...value, [`${kind}Enabled`]: on })
          }
        />
        {enabled && (
          <StyledAmount>
            <TextField
              label={
                kind === 'participant'
                  ? text.participantAmountLabel
                  : text.audienceAmountLabel
              }
              inputMode="decimal"
              autoComplete="off"
              placeholder={text.amountPlaceholder}
              value={amount}
              error={errors[`${kind}Amount`]}
              disabled={disabled}
              trailing={value.currency}
              onChange={(event) => {
                const typed = event.target.value;
                if (isFeeAmountInput(typed))
                  onChange({ ...value, [`${kind}Amount`]: typed });
              }}
            />
          </StyledAmount>
        )}
      </StyledFee>
    );
  };

  return (
    <StyledFees>
      {!accountReady && (
        <TemplateUpgradeHint
          action={{
            label: text.connectAccount,
            to: paths.settings.monetization,
          }}
        >
          {text.feeNeedsAccount}
        </TemplateUpgradeHint>
      )}
      {fee('participant')}
      {(audienceAllowed || value.audienceEnabled) && fee('audience')}
      {anyOn && (
        <StyledCurrency>
          <SelectField
            label={text.currencyLabel}
            options={currencyOptions}
            value={value.currency}
            disabled={disabled}
            onChange={(event) =>
              onChange({ ...value, currency: event.target.value as Currency })
            }
          />
        </StyledCurrency>
      )}
    </StyledFees>
  );
}
