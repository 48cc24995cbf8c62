import { useId, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledLabel,
} from './field.styles';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text: marks the control aria-invalid, links and announces the message. */
  error?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  id?: string;
  /** Extra description ids of the caller, kept after ours. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the ids and ARIA attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error around a form control, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  hideLabel = false,
  id,
  describedBy,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError =
    error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [
    hasError ? errorId : null,
    hint ? hintId : null,
    describedBy ?? null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={controlId} $hidden={hideLabel}>
        {label}
      </StyledLabel>
      {children({
        id: controlId,
        'aria-describedby': describedByIds || undefined,
        'aria-invalid': hasError ? true : undefined,
      })}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {hasError && (
        <StyledError id={errorId} role="alert">
          <Icon name="alert-circle" size="sm" />
          <span>{error}</span>
        </StyledError>
      )}
    </StyledField>
  );
}
