import type { ComponentPropsWithoutRef, ElementType } from 'react';
import {
  StyledText,
  type TextAlign,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './text.styles';

export type { TextAlign, TextSize, TextTone, TextWeight } from './text.styles';

export interface TextProps extends ComponentPropsWithoutRef<'p'> {
  /** Defaults to a paragraph; use 'span' inline. */
  as?: ElementType;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: TextAlign;
}

/** Body text on the type scale. */
export function Text({
  as,
  size = 'md',
  tone = 'default',
  weight = 'regular',
  align,
  ...rest
}: TextProps) {
  return (
    <StyledText
      as={as}
      $size={size}
      $tone={tone}
      $weight={weight}
      $align={align}
      {...rest}
    />
  );
}
