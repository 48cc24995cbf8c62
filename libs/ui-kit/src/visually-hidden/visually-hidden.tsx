import type { ComponentPropsWithoutRef } from 'react';
import { StyledVisuallyHidden } from './visually-hidden.styles';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for assistive technology only (e.g. a label the design shows as an icon). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
