import type { ComponentPropsWithoutRef, ElementType } from 'react';
import type { SpaceToken } from '../theme/theme';
import { StyledCard } from './card.styles';

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  as?: ElementType;
  /** Inner spacing on desktop (mobile uses a tighter fixed step). */
  padding?: SpaceToken;
  /** A stronger shadow for cards floating over the page. */
  elevated?: boolean;
}

/** A white surface with a hairline border: the container of settings panels and public pages. */
export function Card({ padding = 6, elevated = false, ...rest }: CardProps) {
  return <StyledCard $padding={padding} $elevated={elevated} {...rest} />;
}
