import type { ComponentPropsWithRef } from 'react';
import type { SpaceToken } from '../theme/theme';
import { StyledFieldRow, StyledForm, StyledFormActions } from './form.styles';

export interface FormProps extends ComponentPropsWithRef<'form'> {
  gap?: SpaceToken;
  /** Keep a short form (email, password) at a readable width on wide screens. */
  narrow?: boolean;
}

/**
 * A form laid out as a column. Browser validation is off: our messages (SPEC §5) show next
 * to each field instead of the browser's bubbles.
 */
export function Form({ gap = 5, narrow = false, ...rest }: FormProps) {
  return <StyledForm noValidate $gap={gap} $narrow={narrow} {...rest} />;
}

/** Fields side by side on wide screens, stacked on phones (first and last name). */
export function FieldRow(props: ComponentPropsWithRef<'div'>) {
  return <StyledFieldRow {...props} />;
}

/** The buttons at the end of a form: right-aligned, full width and stacked on phones. */
export function FormActions(props: ComponentPropsWithRef<'div'>) {
  return <StyledFormActions {...props} />;
}
