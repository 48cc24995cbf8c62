import type { ComponentPropsWithoutRef, ElementType } from 'react';
import type { SpaceToken } from '../theme/theme';
import { StyledStack, type StyledStackProps } from './stack.styles';

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  as?: ElementType;
  direction?: 'row' | 'column';
  /** A step of the spacing scale (theme.space). */
  gap?: SpaceToken;
  align?: StyledStackProps['$align'];
  justify?: StyledStackProps['$justify'];
  wrap?: boolean;
}

/** Lays children out in a row or column with a token gap, so pages need no ad-hoc margins. */
export function Stack({
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
}
