import type { ComponentPropsWithoutRef } from 'react';
import { StyledBadge, type BadgeTone } from './badge.styles';

export type { BadgeTone } from './badge.styles';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
}

/** A small pill for a status or a highlight ("save 17%", "professional"). */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
