import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../field/field';
import { Icon, type IconName } from '../icon/icon';
import {
  StyledControlWrap,
  StyledInput,
  StyledLeading,
  StyledTrailing,
} from './text-field.styles';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field with a warning icon, announced, and linked by aria-describedby. */
  error?: ReactNode;
  hideLabel?: boolean;
  leadingIcon?: IconName;
  /** A control at the end of the field, e.g. an IconButton revealing a password. */
  trailing?: ReactNode;
  /** Class of the outer field (label + control + messages). */
  className?: string;
}

/**
 * A labelled text input. Every input prop and the ref reach the <input>, so
 * `<TextField label="email" {...register('email')} />` works with react-hook-form.
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  leadingIcon,
  trailing,
  className,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
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
        <StyledControlWrap>
          {leadingIcon && (
            <StyledLeading>
              <Icon name={leadingIcon} size="md" />
            </StyledLeading>
          )}
          <StyledInput
            {...inputProps}
            {...control}
            $invalid={control['aria-invalid'] === true}
            $hasLeading={leadingIcon !== undefined}
            $hasTrailing={trailing !== undefined}
          />
          {trailing && <StyledTrailing>{trailing}</StyledTrailing>}
        </StyledControlWrap>
      )}
    </Field>
  );
}
