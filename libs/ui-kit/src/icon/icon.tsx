import type { SVGProps } from 'react';
import { iconPaths, type IconName } from './icon-paths';
import { StyledIcon, type IconSize } from './icon.styles';

export type { IconName } from './icon-paths';
export type { IconSize } from './icon.styles';

export interface IconProps
  extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  name: IconName;
  size?: IconSize;
  /** Give a title only when the icon alone carries meaning; otherwise it is decorative. */
  title?: string;
}

/** Stroke icon in the current text colour. Decorative (hidden from screen readers) unless titled. */
export function Icon({ name, size = 'md', title, ...rest }: IconProps) {
  const a11y = title
    ? { role: 'img', 'aria-label': title }
    : { 'aria-hidden': true as const };
  return (
    <StyledIcon
      $size={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
      {...rest}
    >
      {iconPaths[name]}
    </StyledIcon>
  );
}
