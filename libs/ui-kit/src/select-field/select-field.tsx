import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../field/field';
import { Icon } from '../icon/icon';
import { StyledSelect, StyledSelectWrap } from './select-field.styles';

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** The choices; or pass <option> children instead. */
  options?: SelectOption[];
  className?: string;
}

/** A labelled native select (e.g. the currency: usd, cad). Forwards the ref and every select prop. */
export function SelectField({
  label,
  hint,
  error,
  hideLabel,
  options,
  className,
  id,
  children,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      id={id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <StyledSelectWrap>
          <StyledSelect
            {...selectProps}
            {...control}
            $invalid={control['aria-invalid'] === true}
          >
            {options
              ? options.map((option) => (
                  <option
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                  >
                    {option.label}
                  </option>
                ))
              : children}
          </StyledSelect>
          <Icon name="chevron-down" size="sm" />
        </StyledSelectWrap>
      )}
    </Field>
  );
}
