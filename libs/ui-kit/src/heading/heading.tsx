import type { ComponentPropsWithoutRef } from 'react';
import type { FontSizeToken } from '../theme/theme';
import { StyledHeading } from './heading.styles';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** The document outline level (h1–h6). */
  level?: HeadingLevel;
  /** Visual size, independent of the level; defaults from the level. */
  size?: FontSizeToken;
  align?: 'start' | 'center' | 'end';
}

const sizeForLevel: Record<HeadingLevel, FontSizeToken> = {
  1: '3xl',
  2: '2xl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export function Heading({ level = 2, size, align, ...rest }: HeadingProps) {
  return (
    <StyledHeading
      as={`h${level}`}
      $size={size ?? sizeForLevel[level]}
      $align={align}
      {...rest}
    />
  );
}
